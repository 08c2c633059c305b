/**
 * With the embedded gazetteer only (no GEOCODER_URL in the browser suite), two deliveries handed
 * over at the same door of 6621 Fannin St teach the server where it is: the booking form then
 * finds it by its street line alone, and by the name the client saved it under, at street level.
 */
import { expect, test } from '@playwright/test';
import { orderForm, suggestions } from '../client/dashboard';
import { signUpClient, book } from '../support/api';
import { addressStatus, deliverAtDoor, PHONE, type Placed, toAddress } from './support';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const FANNIN = '6621 Fannin St, Houston, TX 77030';
/** Where drivers stand at that door: two fixes about 15 m apart. */
const DOOR = [
  { latitude: 29.70702, longitude: -95.40161 },
  { latitude: 29.70715, longitude: -95.40152 },
];

test('a history of deliveries to 6621 Fannin St makes the street line and the saved name find it at the door', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpClient(page);
  // Before any delivery, the address is known only to its ZIP.
  expect((await book<Placed>(page.request, toAddress(FANNIN))).deliveryPrecision).toBe('zip');
  for (const door of DOOR) await deliverAtDoor(page.request, FANNIN, door);
  const saved = await page.request.post('/api/saved-places', {
    data: { label: "Texas Children's", address: FANNIN },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto('/dashboard');
  const form = orderForm(page);
  const pickup = form.getByRole('combobox', { name: 'Pickup address' });
  await pickup.fill('6621 Fannin St');
  await suggestions(page).filter({ hasText: FANNIN }).first().click();
  await expect(pickup).toHaveValue(FANNIN);
  await expect(addressStatus(page, 'Pickup')).toContainText('Found at the street address.');

  const delivery = form.getByRole('combobox', { name: 'Delivery address' });
  await delivery.fill("Texas Children's");
  const named = suggestions(page).filter({ hasText: "Texas Children's" });
  await expect(named).toContainText(FANNIN);
  await named.first().click();
  await expect(delivery).toHaveValue(FANNIN);
  await expect(addressStatus(page, 'Delivery')).toContainText('Found at the street address.');
});
