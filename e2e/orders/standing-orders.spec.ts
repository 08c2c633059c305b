/**
 * A client sets up a standing order on a phone-sized screen and sees its upcoming
 * orders, booked by the server as ordinary orders; pausing shows at once, with the unpaid orders
 * it cancelled.
 */
import { expect, test } from '@playwright/test';
import { apiSignIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('a client sets up a daily standing order and sees its upcoming orders', async ({ page }) => {
  await apiSignIn(page);
  await page.goto('/standing-orders');
  await expect(page.getByRole('heading', { name: 'Standing orders', level: 1 })).toBeVisible();

  const form = page.locator('[aria-labelledby="new-standing-order-title"]');
  await form.getByLabel('Repeats').selectOption('daily');
  await form.getByLabel('Pickup time (Central)').fill('07:30');
  await form.getByLabel('Pickup address').fill('6565 Fannin St, Houston, TX 77030');
  await form.getByLabel('Pickup address').press('Escape');
  await form.getByLabel('Delivery address').fill('1200 Main St, Houston, TX 77002');
  await form.getByLabel('Delivery address').press('Escape');
  await form.getByLabel('What is carried').fill('Morning specimens');
  await form.getByRole('button', { name: 'Set up standing order' }).click();

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Every day at 07:30' }) })
    .first();
  await expect(card).toBeVisible();
  const upcoming = card.getByRole('region', { name: 'Upcoming orders' });
  // A week ahead is booked, from tomorrow (the default first day): seven orders.
  await expect(upcoming.getByText(/^ML-\d{4,}$/)).toHaveCount(7);
  await expect(
    card.getByRole('region', { name: 'Next days' }).getByRole('button', { name: /^Skip / }),
  ).toHaveCount(5);

  // The page fits the phone: nothing scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resume' })).toBeVisible();
  // The week already booked was not paid for: pausing cancelled it, and the card says so.
  await expect(card.getByRole('status')).toHaveText('7 orders booked ahead and not yet paid were cancelled.');
  await expect(upcoming.getByText('Cancelled', { exact: true })).toHaveCount(7);
});
