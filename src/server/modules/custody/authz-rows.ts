/** The authorisation matrix's rows for the custody routes kept in this module (security/authz-table.ts). */
import { order } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'GET /api/orders/:id/custody/verification',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: 403,
    otherDriver: 403,
    admin: 200,
    // Billing staff hold no custody permission: refused by role, like drivers.
    billing: 403,
    object: order('assigned'),
  },
];
