/**
 * The authorisation matrix's rows for the messages module's routes (security/authz-table.ts): the
 * chat and its read marks belong to the order's parties; to anyone else the order is not there.
 */
import { body, order, signedIn } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  { route: 'GET /api/messages/conversations', ...signedIn(200) },
  {
    route: 'GET /api/orders/:id/messages',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [200, 404],
    otherDriver: [200, 404],
    admin: 200,
    object: order('assigned'),
  },
  {
    route: 'POST /api/orders/:id/messages',
    anon: 401,
    client: [201, 404],
    otherClient: [201, 404],
    driver: [201, 404],
    otherDriver: [201, 404],
    admin: 201,
    object: order('assigned'),
    mutates: true,
    build: body({ content: 'Is the pump charged?' }),
  },
  {
    route: 'POST /api/orders/:id/messages/read',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [200, 404],
    otherDriver: [200, 404],
    admin: 200,
    object: order('assigned'),
    mutates: true,
    build: body({}),
  },
  { route: 'GET /api/messages/conversations/unread', ...signedIn(200) },
];
