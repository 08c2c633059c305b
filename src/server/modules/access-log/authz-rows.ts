/**
 * The authorisation matrix's rows for the access-log module's routes (security/authz-table.ts):
 * the access log (decision 044), dispatch's alone; no row changes or deletes an entry.
 */
import { adminOnly, query } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  { route: 'GET /api/admin/access-log', ...adminOnly, build: query('limit=5') },
  { route: 'GET /api/admin/access-log/verify', ...adminOnly },
];
