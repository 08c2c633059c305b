/** The authorisation matrix's rows for the dispatch-assign module's routes (security/authz-table.ts). */
import { adminOnly, openJobAndIdleDriver } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'POST /api/orders/:id/assign',
    ...adminOnly,
    object: openJobAndIdleDriver,
    mutates: true,
    build: (_w, _a, target) => ({ payload: { driverId: target!.driverId } }),
  },
];
