/**
 * The authorisation matrix's rows for the audit-trail module's routes (security/authz-table.ts):
 * dispatch's audit screen and alerts. An organisation's owner (the demo clients are owners) reads
 * its own orders' audit trail; another organisation's id answers 404, and drivers and dispatch
 * (which has its own) are refused.
 */
import { adminOnly, body, organization, query } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

const ownersOnly = {
  anon: 401,
  client: [200, 404],
  otherClient: [200, 404],
  driver: 403,
  otherDriver: 403,
  admin: 403,
} as const;

export const AUTHZ_ROWS: readonly Row[] = [
  { route: 'GET /api/admin/audit', ...adminOnly, build: query('limit=5') },
  { route: 'GET /api/admin/audit/export', ...adminOnly, build: query('kind=read') },
  { route: 'GET /api/admin/audit/actions', ...adminOnly },
  { route: 'GET /api/admin/access-alerts', ...adminOnly },
  { route: 'GET /api/organizations/:id/audit', ...ownersOnly, object: organization, build: query('limit=5') },
  {
    route: 'GET /api/organizations/:id/audit/export',
    ...ownersOnly,
    object: organization,
    build: query('kind=read'),
  },
  { route: 'GET /api/organizations/:id/audit/actions', ...ownersOnly, object: organization },
  // No alert exists in the matrix's world: dispatch gets 404, everyone else 403.
  {
    route: 'POST /api/admin/access-alerts/:id/acknowledge',
    ...adminOnly,
    admin: 404,
    object: async () => ({ id: 999_999 }),
    build: body({}),
  },
];
