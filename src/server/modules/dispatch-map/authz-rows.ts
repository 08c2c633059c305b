/**
 * The authorisation matrix's rows for the dispatch-map module's routes (security/authz-table.ts): the
 * live dispatch map, admin only.
 */
import { adminOnly } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [{ route: 'GET /api/admin/dispatch-map', ...adminOnly }];
