/**
 * The authorisation matrix's rows for the labels module's routes (security/authz-table.ts): the
 * printable label, to whoever may see the order; a driver's cold-chain flag, dispatch only.
 */
import { adminOnly, body, driverRecord, order } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'GET /api/orders/:id/label',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [200, 404],
    otherDriver: [200, 404],
    admin: 200,
    object: order('assigned'),
  },
  {
    route: 'PATCH /api/drivers/:driverId/cold-chain',
    ...adminOnly,
    object: driverRecord,
    mutates: true,
    build: body({ coldChain: true }),
  },
];
