/** The contract's rows for the orders module's routes (openapi/operations.ts joins them). */
import { PAYMENT_PROVIDER, type Operation } from '../../openapi/operation-types';

export const ORDER_OPERATIONS: Record<string, Operation> = {
  'GET /api/orders': {
    operationId: 'listOrders',
    summary: 'Every order, filtered and paged (dispatch); the count travels in headers',
    tag: 'admin',
    headers: {
      'x-next-cursor': {
        description:
          "The next page's cursor, while more orders follow or a text search stopped at its window",
        type: 'integer',
      },
      'x-searched-to': {
        description: 'A text search stopped at its window: the booking time (ISO 8601) it searched back to',
        type: 'string',
      },
      'x-total-count': { description: 'How many orders match (with count=true)', type: 'integer' },
      'x-total-count-capped': {
        description: '"true" when the count stopped at its cap and the true number may be larger',
        type: 'string',
      },
    },
  },
  'POST /api/orders': { operationId: 'createOrder', summary: 'Book an order (clients)', tag: 'orders' },
  'GET /api/orders/client/:clientId': {
    operationId: 'listClientOrders',
    summary:
      "A client's orders, newest first, or one named list (?list=) counted in x-total-count; the next page's cursor travels in a header",
    tag: 'orders',
    headers: {
      'x-next-cursor': {
        description: "The next page's cursor, while more orders follow (not with list)",
        type: 'integer',
      },
      'x-total-count': {
        description: 'How many orders the named list (?list=) holds in all',
        type: 'integer',
      },
    },
  },
  'GET /api/orders/:id': {
    operationId: 'getOrder',
    summary: 'One order, to whoever may see it',
    tag: 'orders',
  },
  'PATCH /api/orders/:id': {
    operationId: 'changeOrderStatus',
    summary: 'Approve, decline or cancel an order (dispatch), or cancel it (its client)',
    tag: 'orders',
    errors: PAYMENT_PROVIDER,
  },
  'POST /api/orders/import': {
    operationId: 'importOrders',
    summary: 'Import orders from a CSV file (all or nothing)',
    tag: 'orders',
  },
  'GET /api/orders/import/template': {
    operationId: 'getOrderImportTemplate',
    summary: 'A CSV template for POST /api/orders/import (header and one example row)',
    tag: 'orders',
  },
  'POST /api/orders/:id/confirm-address': {
    operationId: 'confirmOrderAddress',
    summary: 'Confirm an approximate address of an order (dispatch)',
    tag: 'orders',
  },
  'POST /api/orders/:id/pin': {
    operationId: 'moveOrderPin',
    summary: "Move one end's pin of one's own order on a map, before pickup",
    tag: 'orders',
  },
  'POST /api/orders/approve': {
    operationId: 'approveOrders',
    summary: 'Approve many orders at once (dispatch): each as PATCH would, refusals named',
    tag: 'orders',
  },
};
