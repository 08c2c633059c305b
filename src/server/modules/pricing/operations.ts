/** The contract's rows for the pricing module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const PRICING_OPERATIONS: Record<string, Operation> = {
  'POST /api/pricing/calculate': {
    operationId: 'calculatePrice',
    summary: 'A price estimate for a delivery (public: a quote needs no account)',
    tag: 'pricing',
  },
};
