/**
 * The authorisation matrix's rows for the custody module's routes (security/authz-table.ts): for
 * the order's client and dispatch. A driver's own job answers 403 (it knows the order exists);
 * another driver's job 404, like the order itself.
 */
import { order } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'GET /api/orders/:id/custody',
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
  {
    route: 'GET /api/orders/:id/custody/pdf',
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
