/** The contract's rows for the recurring-orders module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const RECURRING_ORDER_OPERATIONS: Record<string, Operation> = {
  'POST /api/recurring-orders': {
    operationId: 'createRecurringOrder',
    summary: 'Create a standing order: an RFC 5545 rule and an order template',
    tag: 'standing orders',
  },
  'GET /api/recurring-orders': {
    operationId: 'listRecurringOrders',
    summary: "List standing orders (a client's own; admin all)",
    tag: 'standing orders',
  },
  'GET /api/recurring-orders/:id': {
    operationId: 'getRecurringOrder',
    summary: 'Read a standing order',
    tag: 'standing orders',
  },
  'PATCH /api/recurring-orders/:id': {
    operationId: 'updateRecurringOrder',
    summary: 'Pause, resume or end a standing order; change its skip dates or end date',
    tag: 'standing orders',
  },
  'DELETE /api/recurring-orders/:id': {
    operationId: 'endRecurringOrder',
    summary: 'End a standing order (orders already booked stay)',
    tag: 'standing orders',
  },
};
