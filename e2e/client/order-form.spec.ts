import { expect, test } from '../support/fixtures';
import { toasts } from '../support/pages';
import { SCHEDULED_NOTICE_MESSAGE } from '../../src/domain/orders';
import { SERVICE_LEVELS } from '../../src/domain/service-levels';
import { addressStatus } from '../places/support';
import { dayFromToday, openDashboard, orderForm, PICKUP, suggestions } from './dashboard';

test.beforeEach(async ({ client: { page } }) => {
  await openDashboard(page);
});

test('the empty form names the three required fields', async ({ page }) => {
  const form = orderForm(page);
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('Pickup address is required')).toBeVisible();
  await expect(form.getByText('Delivery address is required')).toBeVisible();
  await expect(form.getByText('Item description is required')).toBeVisible();
  for (const label of ['Pickup address', 'Delivery address', 'Item description'])
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/dashboard');
});

test('addresses typed but not picked from the suggestions are refused', async ({ page }) => {
  const form = orderForm(page);
  await form.getByRole('combobox', { name: 'Pickup address' }).fill('6565 Fannin St, Houston, TX 77030');
  await form.getByRole('combobox', { name: 'Delivery address' }).fill('23900 Katy Fwy, Katy, TX 77494');
  await form.getByLabel('Item description').fill('Lab samples');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toasts(page).getByText('Pickup and delivery addresses not picked')).toBeVisible();
  await expect(
    toasts(page).getByText('Choose each marked address from the suggestions, so it can be priced and found.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
});

test("scheduled delivery tomorrow is refused for want of 48 hours' notice", async ({ page }) => {
  const form = orderForm(page);
  await form.getByRole('radio', { name: 'Scheduled', exact: true }).check();
  await expect(
    form.getByText(`Scheduled delivery needs ${SERVICE_LEVELS.scheduled.noticeHours} hours' notice`),
  ).toBeVisible();
  await form.getByLabel('Scheduled date').fill(dayFromToday(1));
  await expect(form.getByText(SCHEDULED_NOTICE_MESSAGE)).toBeVisible();
  // Three days ahead is enough notice, and the message goes.
  await form.getByLabel('Scheduled date').fill(dayFromToday(3));
  await expect(form.getByText(SCHEDULED_NOTICE_MESSAGE)).toBeHidden();
});

test('an address without a street number needs review, and Try Again clears it', async ({ page }) => {
  const form = orderForm(page);
  const pickup = form.getByRole('combobox', { name: 'Pickup address' });
  await pickup.fill('Houston');
  // A city alone: offered without a ZIP nobody typed.
  await suggestions(page)
    .filter({ hasText: /^Houston, TX$/ })
    .click();
  await expect(addressStatus(page, 'Pickup')).toContainText('Needs review: no street number.');
  await form.getByRole('button', { name: 'Try again: pickup address' }).click();
  await expect(pickup).toHaveValue('');
  await expect(pickup).toBeFocused();
  await expect(form.getByText('Needs review')).toBeHidden();
});

test('typing after a pick drops the coordinates and the Escape key closes the list', async ({ page }) => {
  const form = orderForm(page);
  const pickup = form.getByRole('combobox', { name: 'Pickup address' });
  await pickup.fill(PICKUP.typed);
  await expect(suggestions(page).first()).toBeVisible();
  await pickup.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Address suggestions' })).toBeHidden();
  await expect(pickup).toHaveAttribute('aria-expanded', 'false');
  await pickup.press('ArrowDown');
  await pickup.press('Enter');
  await expect(form.getByRole('button', { name: 'Confirm pickup address' })).toBeVisible();
  // An edit makes it a typed address again: banner gone, picked-only submit rule applies again.
  await pickup.press('End');
  await pickup.press('Backspace');
  await expect(form.getByRole('button', { name: 'Confirm pickup address' })).toBeHidden();
  // Nothing is priced or promised until both addresses are picked again.
  const price = form.getByRole('region', { name: 'Price estimate' });
  await expect(price.getByText(/Pick both addresses from the suggestions/)).toBeVisible();
  await expect(price.getByTestId('price-total')).toHaveCount(0);
});
