/**
 * Matrix rows: the access log (decision 044), dispatch's alone; no row changes or deletes an entry.
 * An organisation's owner (the demo clients are owners) reads its own orders' audit trail; another
 * organisation's id answers 404, and drivers and dispatch (which has its own) are refused.
 */
import { adminOnly, body, order, query } from './objects';
import { organization } from './rows-organizations';
import type { Row } from './types';

const ownersOnly = {
  anon: 401,
  client: [200, 404],
  otherClient: [200, 404],
  driver: 403,
  otherDriver: 403,
  admin: 403,
} as const;

export const ROWS_COMPLIANCE: readonly Row[] = [
  { route: 'GET /api/admin/access-log', ...adminOnly, build: query('limit=5') },
  { route: 'GET /api/admin/access-log/verify', ...adminOnly },
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
  { route: 'GET /api/orders/:id/legal-hold', ...adminOnly, object: order('delivered') },
  {
    route: 'PUT /api/orders/:id/legal-hold',
    ...adminOnly,
    object: order('delivered'),
    mutates: true,
    build: body({ hold: true, reason: 'Claim 2025-17' }),
  },
  { route: 'GET /api/admin/retention', ...adminOnly },
  // Nothing in the matrix's world is seven years old: the run redacts nothing, and logs itself.
  { route: 'POST /api/admin/retention/run', ...adminOnly, mutates: true, build: body({}) },
  // No alert exists in the matrix's world: dispatch gets 404, everyone else 403.
  {
    route: 'POST /api/admin/access-alerts/:id/acknowledge',
    ...adminOnly,
    admin: 404,
    object: async () => ({ id: 999_999 }),
    build: body({}),
  },
];
