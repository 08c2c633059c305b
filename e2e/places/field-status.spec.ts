/**
 * Each address field of the booking form says one thing about its address, on its own status
 * line, at 390 px: where the pin is (street, ZIP centre, city centre), what needs doing, or that
 * nothing matched; and an address not picked is marked on its own field, named in the toast.
 */
import { expect, test, type Page } from '@playwright/test';
import { toasts } from '../support/pages';
import { orderForm, suggestions } from '../client/dashboard';
import { signUpClient } from '../support/api';
import { addressStatus, PHONE } from './support';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  await signUpClient(page);
  await page.goto('/dashboard');
});

const field = (page: Page, end: 'Pickup' | 'Delivery') =>
  orderForm(page).getByRole('combobox', { name: `${end} address` });
const status = (page: Page, end: 'Pickup' | 'Delivery') => addressStatus(page, end);

test('a street in Houston without a ZIP stays in Texas and is approximate at the city, not "needs review"', async ({
  page,
}) => {
  await field(page, 'Pickup').fill('1200 Binz St, Houston');
  await expect(suggestions(page).first()).toHaveText('1200 Binz St, Houston, TX');
  await expect(suggestions(page).filter({ hasText: 'Houston, AR' })).toHaveCount(0);
  await suggestions(page).first().click();
  const line = status(page, 'Pickup');
  await expect(line).toContainText('Approximate: pinned at the centre of Houston, not at the door.');
  await expect(line).not.toContainText('needs review', { ignoreCase: true });
  await expect(orderForm(page).getByText('No 5-digit ZIP code')).toHaveCount(0);
});

test('a full address known to its ZIP says so once, and never "verified" beside "approximate"', async ({
  page,
}) => {
  await field(page, 'Delivery').fill('2450 Holcombe Blvd, Houston, TX 77004');
  await suggestions(page).filter({ hasText: '2450 Holcombe Blvd, Houston, TX 77004' }).click();
  const line = status(page, 'Delivery');
  await expect(line).toContainText(
    'Approximate: pinned at the centre of ZIP 77004, not at the door. Dispatch checks the exact point before approving.',
  );
  await expect(line).not.toContainText('verified');
  // The field is described by its line, so a screen reader reads it with the field.
  await expect(field(page, 'Delivery')).toHaveAccessibleDescription(/centre of ZIP 77004/);
  await expect(orderForm(page).getByText(/Address verified/)).toHaveCount(0);
  await expect(orderForm(page).getByText(/Approximate location/)).toHaveCount(0);
  // Confirmed, the one line keeps saying where the pin is.
  await line.getByRole('button', { name: 'Confirm delivery address' }).click();
  await expect(line).toContainText('Address confirmed');
  await expect(line).toContainText('centre of ZIP 77004');
});

test('an address nothing matches says so on its own line, with what to do', async ({ page }) => {
  await field(page, 'Pickup').fill('999 Nowhere Blvd');
  await expect(status(page, 'Pickup')).toHaveText(
    'Pickup address: Not found in TX, OK, NM, AR or LA. Check the street and add the city or ZIP code.',
  );
  await expect(status(page, 'Delivery')).toHaveText('');
});

test('an address typed but not picked is marked on its own field, and the toast names it', async ({
  page,
}) => {
  await field(page, 'Pickup').fill('6565 Fannin St, Houston, TX 77030');
  await suggestions(page).filter({ hasText: '6565 Fannin St, Houston, TX 77030' }).click();
  await field(page, 'Delivery').fill('23900 Katy Fwy, Katy, TX 77494');
  await field(page, 'Delivery').press('Escape');
  await orderForm(page).getByLabel('Item description').fill('Lab samples');
  await orderForm(page).getByRole('button', { name: 'Submit Request' }).click();

  await expect(toasts(page).getByText('Delivery address not picked')).toBeVisible();
  await expect(field(page, 'Delivery')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Delivery')).toHaveAccessibleDescription(
    'Not picked: choose this address from the suggestions.',
  );
  await expect(field(page, 'Delivery')).toBeFocused();
  await expect(field(page, 'Pickup')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/dashboard');
});
