/** The authorisation matrix's rows for the analytics module's routes (security/authz-table.ts). */
import { adminOnly } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [{ route: 'GET /api/admin/analytics', ...adminOnly }];
