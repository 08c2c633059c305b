/**
 * The body of a status change, apart from the state machine's table (order-state.ts) so the web
 * catalogue can word the driver's steps and the progress without loading zod.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from './enums';

/** PATCH /api/orders/{id} (admin approve/decline/cancel, client cancel or test payment). */
export const updateOrderRequest = z.object({
  status: z.enum(ORDER_STATUSES, { message: 'status must be one of the order statuses' }),
  note: z.string().trim().max(500, 'note must be at most 500 characters').optional(),
});
export type UpdateOrderRequest = z.infer<typeof updateOrderRequest>;
