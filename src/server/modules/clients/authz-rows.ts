/** The authorisation matrix's rows for the clients module's routes (security/authz-table.ts). */
import { adminOnly, query } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  { route: 'GET /api/admin/clients', ...adminOnly, build: query('q=pharm') },
];
