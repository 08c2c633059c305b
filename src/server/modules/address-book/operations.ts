/** The contract's rows for the address-book module's routes (openapi/operations.ts joins them). */
import { NO_CONTENT, type Operation } from '../../openapi/operation-types';

export const ADDRESS_BOOK_OPERATIONS: Record<string, Operation> = {
  'GET /api/saved-places': {
    operationId: 'listSavedPlaces',
    summary: "A client's saved places, by label (an admin names the client with ?clientId=)",
    tag: 'address book',
  },
  'POST /api/saved-places': {
    operationId: 'createSavedPlace',
    summary: 'Save a place; the server resolves its address as a booking would (400 naming address)',
    tag: 'address book',
  },
  'GET /api/saved-places/:id': {
    operationId: 'getSavedPlace',
    summary: 'One saved place',
    tag: 'address book',
  },
  'PATCH /api/saved-places/:id': {
    operationId: 'updateSavedPlace',
    summary: 'Change a saved place (the whole place is sent and resolved again)',
    tag: 'address book',
  },
  'DELETE /api/saved-places/:id': {
    operationId: 'deleteSavedPlace',
    summary: 'Delete a saved place (templates naming it keep their other fields)',
    tag: 'address book',
    success: NO_CONTENT,
  },
  'GET /api/order-templates': {
    operationId: 'listOrderTemplates',
    summary: "A client's order templates, by name (an admin names the client with ?clientId=)",
    tag: 'address book',
  },
  'POST /api/order-templates': {
    operationId: 'createOrderTemplate',
    summary: 'Save an order template (order fields without a date; ends from saved places or text)',
    tag: 'address book',
  },
  'GET /api/order-templates/:id': {
    operationId: 'getOrderTemplate',
    summary: 'One order template',
    tag: 'address book',
  },
  'PATCH /api/order-templates/:id': {
    operationId: 'updateOrderTemplate',
    summary: 'Change an order template (the whole template is sent)',
    tag: 'address book',
  },
  'DELETE /api/order-templates/:id': {
    operationId: 'deleteOrderTemplate',
    summary: 'Delete an order template',
    tag: 'address book',
    success: NO_CONTENT,
  },
};
