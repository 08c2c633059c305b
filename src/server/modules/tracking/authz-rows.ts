/**
 * The authorisation matrix's rows for the tracking module's routes (security/authz-table.ts): whoever may
 * see the order.
 */
import { order } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'GET /api/orders/:id/tracking',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [200, 404],
    otherDriver: [200, 404],
    admin: 200,
    object: order('assigned'),
  },
];
