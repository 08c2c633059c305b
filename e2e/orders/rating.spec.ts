/** The client rates a delivered order from the tracking dialog, by keyboard, once. */
import { expect, test } from '../support/fixtures';
import { toasts } from '../support/pages';
import { carriedTo, expandRow, findOrderRow } from './helpers';

test('a delivered, unrated order asks for stars once', async ({ client: { page }, browser, baseURL }) => {
  // Two full openings of the dialog and a reload: on a shared, busy machine more than 30 s is fair.
  test.setTimeout(60_000);
  // A delivery of a new client's own: the demo client's unrated deliveries ran out as specs rated them.
  const order = await carriedTo(browser, baseURL, page.request, 'delivered');

  await page.goto('/orders');
  const row = await findOrderRow(page, order.displayNumber);
  await expandRow(row);
  await row.getByRole('button', { name: 'Track Order' }).click();
  const rating = page.getByRole('dialog', { name: 'Rate your delivery' });
  await expect(rating).toBeVisible();

  const submit = rating.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await submit.click({ force: true });
  await expect(rating.getByRole('alert')).toHaveText('Please select a rating');

  // Keyboard only: into the stars, arrows to four, Tab to the feedback, Tab twice to Submit.
  await rating.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(rating.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(rating.getByLabel('Feedback (optional)')).toBeFocused();
  await page.keyboard.type('Careful with the cold chain, thank you.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await expect(submit).toBeEnabled();
  await page.keyboard.press('Enter');

  await expect(rating).toBeHidden();
  await expect(toasts(page).getByText('Your rating has been submitted.')).toBeVisible();
  const saved = (await (await page.request.get(`/api/orders/${order.id}/rating`)).json()) as {
    client: { rating: number; feedback: string };
  };
  expect(saved.client).toMatchObject({ rating: 4, feedback: 'Careful with the cold chain, thank you.' });

  // Opened again, even after a reload, the order is tracked but not asked about again.
  await page.reload();
  const again = await findOrderRow(page, order.displayNumber);
  await expandRow(again);
  // The row itself reads the rating after the reload: it says what was given instead of "Rate".
  await expect(again.getByText('You rated 4 of 5')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Rate' })).toHaveCount(0);
  await again.getByRole('button', { name: 'Track Order' }).click();
  const track = page.getByRole('dialog', { name: `Track Delivery #${order.displayNumber}` });
  await expect(track.getByRole('list', { name: 'Delivery progress' })).toBeVisible();
  await expect(track).toHaveAttribute('data-rating', 'given');
  await expect(rating).toHaveCount(0);
});
