/**
 * The authorisation matrix's rows for the notifications module's routes (security/authz-table.ts):
 * each person's notification preferences, and dispatch's outbox.
 */
import { DEFAULT_PREFERENCES } from '@domain/notifications';
import { adminOnly, body, ownAccount } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
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
