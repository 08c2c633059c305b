/** The authorisation matrix's rows for the orders routes kept in this module (the older ones are in security/authz/) (security/authz-table.ts). */
import { adminOnly } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [{ route: 'GET /api/orders', ...adminOnly }];
