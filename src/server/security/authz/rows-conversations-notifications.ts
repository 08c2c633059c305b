/** Matrix rows: read marks, the unread badge, notification preferences and dispatch's outbox. */
import { DEFAULT_PREFERENCES } from '@domain/notifications';
import { adminOnly, body, order, ownAccount, signedIn } from './objects';
import type { Row } from './types';

export const ROWS_CONVERSATIONS_NOTIFICATIONS: readonly Row[] = [
  // A read mark belongs to the order's parties; to anyone else the order is not there.
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
  // Each user reads and writes only its own choices (the session says whose).
  { route: 'GET /api/notifications/preferences', ...ownAccount(200) },
  {
    route: 'PUT /api/notifications/preferences',
    ...ownAccount(200),
    mutates: true,
    build: body(DEFAULT_PREFERENCES),
  },
  { route: 'GET /api/admin/notifications', ...adminOnly },
  // No failed notification exists in the matrix's world: dispatch gets 404, everyone else 403.
  {
    route: 'POST /api/admin/notifications/:id/retry',
    ...adminOnly,
    admin: 404,
    object: async () => ({ id: 999_999 }),
  },
];
