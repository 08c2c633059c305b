/**
 * Every proof the client asked for (signature, ID, photo, temperature) is named on the client's
 * checkout and order page and on the driver's job card, all worded by one domain table.
 */
import { expect, test } from '@playwright/test';
import { proofRequirements } from '../../src/domain/proof-requirements';
import { DEMO } from '../support/accounts';
import { signUpClient } from '../support/api';
import { activeCard, apiSignIn, driverTab, HOUSTON_BOOKING, phoneContext, type Job } from './support';
import { signUpDriver } from '../support/drivers';

const ASKED = {
  requiresSignature: true,
  requiresId: true,
  requiresPhoto: true,
  temperatureClass: 'refrigerated',
} as const;

test('checkout, the order page and the job card list every proof the client asked for', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const office = await browser.newContext({ baseURL });
  const desk = await browser.newContext({ baseURL });
  const phone = await phoneContext(browser, baseURL);
  const details = proofRequirements(ASKED).map((p) => p.detail);
  expect(details).toEqual([
    'Signature at pickup and delivery',
    'ID checked at pickup and delivery',
    'Photo of the delivered item',
    'Temperature reading at pickup and delivery (2 to 8 °C)',
  ]);
  try {
    await signUpClient(office.request);
    const booked = await office.request.post('/api/orders', { data: { ...HOUSTON_BOOKING, ...ASKED } });
    expect(booked.status(), await booked.text()).toBe(201);
    const job = (await booked.json()) as Job & { totalCost: string };

    // Checkout, before paying: the summary names all four.
    const client = await office.newPage();
    await client.goto(`/checkout?orderId=${job.id}&amount=${job.totalCost}`);
    const checkoutProof = client.getByTestId('proof-required');
    for (const detail of details) await expect(checkoutProof).toContainText(detail);

    const paid = await office.request.post('/api/test-payment', { data: { orderId: job.id } });
    expect(paid.status(), await paid.text()).toBe(200);
    await client.goto(`/tracking?orderId=${job.id}`);
    const orderProof = client.getByTestId('proof-required');
    for (const detail of details) await expect(orderProof).toContainText(detail);

    // A driver with a cooler takes it; its job card shows the four, not only "Signature".
    const account = await signUpDriver(phone.request, { onShift: true });
    await apiSignIn(desk.request, DEMO.admin);
    const cooler = await desk.request.patch(`/api/drivers/${account.driverId}/capabilities`, {
      data: { coldChain: true },
    });
    expect(cooler.status(), await cooler.text()).toBe(200);
    expect((await phone.request.post(`/api/orders/${job.id}/accept`, { data: {} })).status()).toBe(200);
    const page = await phone.newPage();
    await page.goto('/driver-dashboard');
    await driverTab(page, 'Active Deliveries').click();
    const proof = activeCard(page, job).getByRole('region', { name: 'Job details' });
    for (const label of ['Signature', 'ID check', 'Photo', 'Temperature'])
      await expect(proof.getByText(label, { exact: true })).toBeVisible();
  } finally {
    await phone.close();
    await desk.close();
    await office.close();
  }
});
