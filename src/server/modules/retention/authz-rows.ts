/**
 * The authorisation matrix's rows for the retention module's routes (security/authz-table.ts):
 * legal holds, the retention run and an organisation's retention period, dispatch's alone.
 */
import { adminOnly, body, order, organization } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
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
  {
    route: 'PUT /api/organizations/:id/retention',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: 403,
    otherDriver: 403,
    admin: 200,
    object: organization,
    mutates: true,
    build: body({ retentionDays: 3650 }),
  },
];
