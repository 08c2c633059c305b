/** The API contract's rows for organisations' rate cards (joined in openapi/operations.ts). */
import type { Operation } from '../../openapi/operation-types';

export const RATE_CARD_OPERATIONS: Record<string, Operation> = {
  'GET /api/organizations/:id/rate-card': {
    operationId: 'getRateCard',
    summary:
      "An organisation's rate card pricing today's bookings (the standard card when it has none yet) and every version (owner or dispatch)",
    tag: 'organizations',
  },
  'PUT /api/organizations/:id/rate-card': {
    operationId: 'putRateCard',
    summary:
      "Dispatch or billing: a new version of the organisation's rate card from a day on; earlier versions and priced orders are kept",
    tag: 'organizations',
  },
};
