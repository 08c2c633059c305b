/**
 * With the embedded gazetteer a typed street is pinned at its ZIP, and the booking says
 * so; the dispatcher sees the approximate address, cannot approve until it is confirmed, confirms
 * it and then approves.
 */
import { expect, test } from '../support/fixtures';
import { orderRow, openConsole } from '../admin/support';
import { addressStatus } from '../places/support';
import { DELIVERY, openDashboard, orderForm, PICKUP, suggestions } from './dashboard';

test('an approximate address is shown as such, and the dispatcher confirms it before approving', async ({
  client: { page },
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await openDashboard(page);
  const form = orderForm(page);
  for (const [label, address] of [
    ['Pickup', PICKUP],
    ['Delivery', DELIVERY],
  ] as const) {
    const field = form.getByRole('combobox', { name: `${label} address` });
    await field.fill(address.typed);
    await suggestions(page).filter({ hasText: address.picked }).first().click();
    await expect(field).toHaveValue(address.picked);
    await expect(addressStatus(page, label)).toContainText('Approximate: pinned at the centre of ZIP');
  }
  await form.getByLabel('Item description').fill('Blood samples, two tubes');
  const total = form.getByRole('region', { name: 'Price estimate' }).getByTestId('price-total');
  await expect(form.getByText('Priced for the route between your two addresses.')).toBeVisible();
  const shown = (await total.textContent())!.replace('$', '');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  // The server charges what the form showed: the points came from the same place ids.
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=\\d+&amount=${shown}$`));
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  const number = `#ML-${String(orderId).padStart(4, '0')}`;

  const admin = await (
    await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })
  ).newPage();
  await openConsole(admin);
  const row = orderRow(admin, orderId);
  await expect(row.getByText('Approximate pickup')).toBeVisible();
  await expect(row.getByText('Approximate delivery')).toBeVisible();

  // Approving now would be refused: the button is off and says why, beside it.
  const approve = row.getByRole('button', { name: `Approve ${number}` });
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription('Confirm the approximate address first');

  await row.getByRole('button', { name: `Confirm pickup address of ${number}` }).click();
  await expect(row.getByText('Approximate pickup')).toHaveCount(0);
  await row.getByRole('button', { name: `Confirm delivery address of ${number}` }).click();
  await expect(row.getByText('Approximate delivery')).toHaveCount(0);

  await row.getByRole('button', { name: `Approve ${number}` }).click();
  await expect(row.getByText('Confirmed')).toBeVisible();
  await admin.context().close();
});
