/**
 * The authorisation matrix's rows for the ratings module's routes (security/authz-table.ts): a
 * delivery's ratings belong to the order's parties; to anyone else the order is not there.
 */
import { body, order } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'GET /api/orders/:id/rating',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [200, 404],
    otherDriver: [200, 404],
    admin: 200,
    object: order('delivered'),
  },
  {
    route: 'POST /api/orders/:id/rating',
    anon: 401,
    client: [201, 404],
    otherClient: [201, 404],
    driver: [201, 404],
    otherDriver: [201, 404],
    admin: 403,
    object: order('delivered'),
    mutates: true,
    build: body({ rating: 5, feedback: 'On time' }),
  },
];
