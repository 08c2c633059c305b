/** The status words a client should read for an order, derived as every screen derives them. */
import { expect, type APIRequestContext } from '@playwright/test';
import { clientStatus, type ClientStatusInput } from '../../src/domain/client-status';

/** The order as the server answers it now, worded by src/domain/client-status.ts. */
export async function statusSaid(request: APIRequestContext, orderId: number): Promise<string> {
  const response = await request.get(`/api/orders/${orderId}`);
  expect(response.status(), await response.text()).toBe(200);
  return clientStatus((await response.json()) as ClientStatusInput).label;
}
