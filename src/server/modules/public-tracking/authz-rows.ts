/**
 * The authorisation matrix's rows for the public-tracking module's routes (security/authz-table.ts):
 * the recipient's page, public by its token, and the link to it, for the order's client and
 * dispatch. A driver's own job answers 403 (it knows the order exists); another driver's job 404,
 * like the order itself.
 */
import { everyone, order, publicToken } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'GET /api/public/track/:token',
    ...everyone(200),
    object: publicToken,
  },
  {
    route: 'GET /api/orders/:id/public-link',
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
