/**
 * A pin moved on a map, at 390 px: the client moves its own order's delivery pin before pickup
 * with the keyboard (the pin focused on the map, nudged with the arrow keys), and dispatch drags
 * an approximate address's pin to the door, which confirms it and teaches the next booking.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expandRow, orderRows } from '../orders/helpers';
import { toasts } from '../support/pages';
import { openConsole, orderRow } from '../admin/support';
import { signUpClient, book } from '../support/api';
import { PHONE, type Placed, toAddress } from './support';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

type Order = { deliveryLatitude: string; deliveryLongitude: string; deliveryPrecision: string };

const readout = (dialog: Locator) => dialog.getByTestId('pin-readout');
const coordinates = async (dialog: Locator) => {
  const text = (await readout(dialog).textContent()) ?? '';
  const [latitude, longitude] = (/(-?\d+\.\d+), (-?\d+\.\d+)/.exec(text) ?? []).slice(1).map(Number);
  return { latitude: latitude!, longitude: longitude! };
};
const orderOf = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/orders/${id}`)).json()) as Order;

test('the client nudges its own delivery pin with the arrow keys and saves it', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpClient(page);
  const order = await book<Placed>(page.request, toAddress('2450 Holcombe Blvd, Houston, TX 77004'));
  const before = await orderOf(page, order.id);
  await page.goto('/orders');
  const row = orderRows(page).filter({ hasText: `#${order.displayNumber}` });
  await expandRow(row);
  await row.getByRole('button', { name: `Move the delivery pin of #${order.displayNumber}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Move the delivery pin' });
  const pin = dialog.getByRole('button', { name: /^delivery pin: / });
  await pin.focus();
  await expect(pin).toBeFocused();
  const start = await coordinates(dialog);
  for (let i = 0; i < 3; i++) await pin.press('ArrowUp');
  await pin.press('Shift+ArrowRight');
  // Each step is read out, and the pin's own name follows it.
  await expect(readout(dialog)).not.toHaveText(
    `delivery pin: ${start.latitude.toFixed(5)}, ${start.longitude.toFixed(5)}`,
  );
  const moved = await coordinates(dialog);
  expect(moved.latitude - start.latitude).toBeCloseTo(0.0003, 5);
  expect(moved.longitude - start.longitude).toBeCloseTo(0.001, 5);
  await expect(pin).toHaveAccessibleName(
    `delivery pin: ${moved.latitude.toFixed(5)}, ${moved.longitude.toFixed(5)}`,
  );

  await dialog.getByRole('button', { name: 'Save pin' }).click();
  await expect(toasts(page).getByText('Pin moved')).toBeVisible();
  await expect(dialog).toBeHidden();
  const after = await orderOf(page, order.id);
  expect(Number(after.deliveryLatitude)).toBeCloseTo(Number(before.deliveryLatitude) + 0.0003, 5);
  expect(Number(after.deliveryLongitude)).toBeCloseTo(Number(before.deliveryLongitude) + 0.001, 5);
});

test('dispatch drags an approximate address to the door; saving confirms it and the next booking is at the door', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpClient(page);
  const address = '1400 Pressler St, Houston, TX 77030';
  const order = await book<Placed>(page.request, toAddress(address));
  expect(order.deliveryPrecision).toBe('zip');

  const admin = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
  await openConsole(admin);
  const row = orderRow(admin, order.id);
  await expect(row.getByText('Approximate delivery')).toBeVisible();
  await row.getByRole('button', { name: `Move the delivery pin of #${order.displayNumber}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Move the delivery pin' });
  const pin = dialog.getByRole('button', { name: /^delivery pin: / });
  await expect(pin).toBeVisible();
  const start = await coordinates(dialog);
  const box = (await pin.boundingBox())!;
  await admin.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await admin.mouse.down();
  await admin.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 - 20, { steps: 5 });
  await admin.mouse.up();
  await expect.poll(async () => (await coordinates(dialog)).longitude).toBeGreaterThan(start.longitude);
  const dropped = await coordinates(dialog);
  expect(dropped.latitude).toBeGreaterThan(start.latitude);

  await dialog.getByRole('button', { name: 'Save pin and confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Approximate delivery')).toHaveCount(0);
  await admin.context().close();

  // The dispatcher's pin is known at once: the next order to that address is placed at the door.
  const next = await book<Placed>(page.request, toAddress(address));
  expect(next.deliveryPrecision).toBe('street');
  const stored = await orderOf(page, next.id);
  expect(Number(stored.deliveryLatitude)).toBeCloseTo(dropped.latitude, 4);
  expect(Number(stored.deliveryLongitude)).toBeCloseTo(dropped.longitude, 4);
});
