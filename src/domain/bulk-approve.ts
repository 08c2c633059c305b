/**
 * POST /api/orders/approve: dispatch approves many orders at once (an import's result, a morning's
 * bookings). Each is approved exactly as PATCH /api/orders/{id} approves one, in a transaction of
 * its own: one that cannot be approved (an address still to confirm, already approved, cancelled)
 * is named with its reason and the others go through.
 */
import { z } from 'zod';
import { MAX_IMPORT_ROWS } from './order-import';

export const bulkApproveRequest = z.object({
  orderIds: z
    .array(
      z
        .number({ message: 'orderIds must be order ids' })
        .int('orderIds must be order ids')
        .positive('orderIds must be order ids')
        .max(2_147_483_647, 'orderIds must be order ids'),
      { message: 'orderIds must be a list of order ids' },
    )
    .min(1, 'orderIds names no order')
    .max(MAX_IMPORT_ROWS, `orderIds names more than ${MAX_IMPORT_ROWS} orders`),
});
export type BulkApproveRequest = z.infer<typeof bulkApproveRequest>;

export const bulkApproveResponse = z.object({
  approved: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), displayNumber: z.string(), message: z.string() })),
});
export type BulkApproveResponse = z.infer<typeof bulkApproveResponse>;
