/** The authorisation matrix's rows for the custody routes kept in this module (security/authz-table.ts). */
import { order } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'GET /api/orders/:id/custody/verification',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [403, 404],
    otherDriver: [403, 404],
    admin: 200,
    // Billing staff see no order: it is not there for them, as for a driver not on it.
    billing: 404,
    object: order('assigned'),
  },
];
