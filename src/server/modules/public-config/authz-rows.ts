/**
 * The authorisation matrix's rows for the public-config module's routes (security/authz-table.ts):
 * public.
 */
import { everyone } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [{ route: 'GET /api/public-config', ...everyone(200) }];
