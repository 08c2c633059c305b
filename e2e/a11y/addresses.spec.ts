/**
 * The address parts at 390 px, by keyboard and with axe: the booking form's status lines, and the
 * map dialog whose pin is reached with Tab and moved with the arrow keys.
 */
import { expect, test } from '@playwright/test';
import { expandRow, orderRows } from '../orders/helpers';
import { orderForm, suggestions } from '../client/dashboard';
import { signUpClient, book } from '../support/api';
import { addressStatus, PHONE, type Placed, toAddress } from '../places/support';
import { expectNoSeriousViolations, expectVisibleFocus } from './support';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test('the address status lines and the pin dialog pass axe, and the pin is reached by Tab', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpClient(page);
  const order = await book<Placed>(page.request, toAddress('2450 Holcombe Blvd, Houston, TX 77004'));

  await page.goto('/dashboard');
  const form = orderForm(page);
  await form.getByRole('combobox', { name: 'Pickup address' }).fill('1200 Binz St, Houston');
  await suggestions(page).first().click();
  await form.getByRole('combobox', { name: 'Delivery address' }).fill('999 Nowhere Blvd');
  await expect(addressStatus(page, 'Delivery')).toContainText('Not found');
  await expect(addressStatus(page, 'Pickup')).toContainText('Approximate');
  await expectNoSeriousViolations(page, 'booking form with address status lines');

  await page.goto('/orders');
  const row = orderRows(page).filter({ hasText: `#${order.displayNumber}` });
  await expandRow(row);
  await row.getByRole('button', { name: `Move the pickup pin of #${order.displayNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Move the pickup pin' });
  const pin = dialog.getByRole('button', { name: /^pickup pin: / });
  await expect(pin).toBeVisible();
  // From the dialog's first control, Tab walks to the pin on the map.
  let reached = false;
  for (let i = 0; i < 12 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await pin.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  await expectVisibleFocus(pin);
  await expectNoSeriousViolations(page, 'pin dialog');
});
