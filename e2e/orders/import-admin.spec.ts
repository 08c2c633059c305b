/**
 * Dispatch imports for a client chosen by name (no numeric id to know), sees every order the file
 * booked as a link to the console, and approves them all at once; one whose address still needs a
 * check is named with the reason and stays pending.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { apiSignIn, signUpClient } from '../support/api';

// Without a street-level geocoder a typed street is placed at its ZIP: the coordinates columns pin
// the first two rows' ends, so only the third (no pin) waits for dispatch to confirm its address.
const HEADER =
  'pickupAddress,pickupLatitude,pickupLongitude,deliveryAddress,deliveryLatitude,deliveryLongitude,itemDescription,priority';
const FANNIN = '"6565 Fannin St, Houston, TX 77030",29.7073,-95.3978';

test('dispatch picks the client by name, imports, and approves what the file booked', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tag = randomBytes(3).toString('hex');
  // A client of the test's own, under a name no other organisation has: the orders approved here
  // open for drivers, and must not be another spec's demo client's.
  const office = await playwright.request.newContext({ baseURL });
  const organization = `Import Lab ${tag}`;
  const { userId: clientId } = await signUpClient(office, { organizationName: organization });
  await office.dispose();
  await apiSignIn(page.request, DEMO.admin);
  const csv =
    `${HEADER}\n` +
    `${FANNIN},"1515 Holcombe Blvd, Houston, TX 77030",29.7078,-95.3975,"Blood ${tag}",standard\n` +
    `${FANNIN},"1200 Main St, Houston, TX 77002",29.7604,-95.3698,"Slides ${tag}",express\n` +
    // A ZIP alone: the order is booked, but dispatch must confirm the address before approving.
    `${FANNIN},"Katy, TX 77494",,,"Urine ${tag}",standard\n`;

  await page.goto('/orders/import');
  await page.getByLabel('Find a client by name, organisation or email').fill(organization);
  const list = page.getByRole('combobox', { name: /found: choose one/ });
  const option = list.getByRole('option', { name: new RegExp(`^${organization} \\(`) });
  await expect(option).toHaveCount(1);
  await list.selectOption({ label: (await option.textContent())! });

  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import orders' }).click();
  const result = page.getByRole('status').filter({ hasText: '3 orders were created.' });
  await expect(result).toBeVisible();
  const created = result.getByRole('list', { name: 'Orders created' });
  await expect(created.getByRole('link')).toHaveCount(3);
  const first = await created.getByRole('link').first().textContent();
  await expect(created.getByRole('link').first()).toHaveAttribute(
    'href',
    `/admin-dashboard?q=${first!.slice(1)}`,
  );

  await result.getByRole('button', { name: 'Approve all 3 for dispatch' }).click();
  await expect(result.getByText('2 approved; 1 not approved (reasons below).')).toBeVisible();
  await expect(created.getByRole('listitem').filter({ hasText: 'Katy' })).toContainText(
    /Not approved: .*address/i,
  );
  await expect(created.getByRole('listitem').filter({ hasText: '1515 Holcombe' })).toContainText('Approved');

  // Every order is the chosen client's.
  const orders = await (await page.request.get(`/api/orders?q=${tag}`)).json();
  expect(orders.map((o: { clientId: number }) => o.clientId)).toEqual([clientId, clientId, clientId]);

  // The link opens the console searched for that order.
  await created.getByRole('link').first().click();
  await expect(page.getByLabel('Search')).toHaveValue(first!.slice(1));
});
