/** Every screen of this area fits a 390 px phone: nothing wider than the viewport. */
import { expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { statusSaid } from '../support/client-status';
import { type Order } from './helpers';
import { registerAccount } from '../support/sign-up';
import { book, pay } from '../support/api';
import { LAB_RUN } from '../support/bookings';

test.use({ viewport: { width: 390, height: 844 } });

for (const path of ['/orders', '/tracking', '/messages']) {
  test(`${path} fits a 390 px screen`, async ({ page }) => {
    // A fresh client whose rows carry the longest status words there are: a paid order whose
    // pickup (no ZIP) waits for dispatch's address check, beside an unpaid one.
    const registered = await registerAccount(page.request, { data: newAccount('client') });
    expect(registered.status()).toBe(201);
    const booked = await page.request.post('/api/orders', {
      data: {
        serviceType: 'laboratory_sample',
        priority: 'standard',
        pickupAddress: '1200 Binz St, Houston, TX',
        deliveryAddress: '1515 Holcombe Blvd, Houston, TX 77030',
        itemDescription: 'Blood samples',
        scheduledDate: null,
        status: 'pending',
        requiresSignature: false,
        requiresId: false,
      },
    });
    expect(booked.status()).toBe(201);
    const waiting = (await booked.json()) as { id: number };
    await pay(page.request, waiting.id);
    expect(await statusSaid(page.request, waiting.id)).toBe('Paid — waiting for address check');
    await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Prescriptions' });

    await page.goto(path);
    // Wait for the data, not the skeletons: a loaded list is what can overflow.
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
