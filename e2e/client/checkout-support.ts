/** What the checkout specs share: an order booked through the API as the signed-in client. */
import { expect, type Page } from '@playwright/test';

export type BookedOrder = { id: number; displayNumber: string; status: string; totalCost: string };

/** Books an order through the API as the signed-in client (the page's cookie session). */
export async function bookOrder(page: Page): Promise<BookedOrder> {
  const response = await page.request.post('/api/orders', {
    data: {
      serviceType: 'laboratory_sample',
      priority: 'standard',
      pickupAddress: '6565 Fannin St, Houston, TX 77030',
      pickupLatitude: 29.7041,
      pickupLongitude: -95.401,
      deliveryAddress: '1515 Holcombe Blvd, Houston, TX 77030',
      deliveryLatitude: 29.7078,
      deliveryLongitude: -95.3975,
      itemDescription: 'Blood samples',
      scheduledDate: null,
      status: 'pending',
      requiresSignature: false,
      requiresId: false,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as BookedOrder;
}

/** The order's status as the server has it now. */
export async function orderStatus(page: Page, orderId: number): Promise<string> {
  const response = await page.request.get(`/api/orders/${orderId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { status: string }).status;
}
