/** The contract's rows for the auto-dispatch module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const AUTO_DISPATCH_OPERATIONS: Record<string, Operation> = {
  'GET /api/admin/auto-dispatch': {
    operationId: 'getAutoDispatchSettings',
    summary: 'The auto-dispatch rules (off, with defaults, until an admin sets them)',
    tag: 'auto-dispatch',
  },
  'PUT /api/admin/auto-dispatch': {
    operationId: 'setAutoDispatchSettings',
    summary: 'Turn auto-dispatch on or off and set the offer timeout, offer limit and driver capacity',
    tag: 'auto-dispatch',
  },
  'GET /api/admin/auto-dispatch/escalations': {
    operationId: 'listAutoDispatchEscalations',
    summary: 'Orders auto-dispatch handed to a dispatcher, with the reason, oldest first',
    tag: 'auto-dispatch',
  },
  'GET /api/admin/orders/:id/auto-dispatch': {
    operationId: 'getOrderAutoDispatch',
    summary: "An order's auto-dispatch log: offers, answers, expiries and escalation",
    tag: 'auto-dispatch',
  },
};
