/**
 * The authorisation matrix's rows for the pricing module's routes (security/authz-table.ts): the public
 * price estimate.
 */
import { body, everyone, QUOTE } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  { route: 'POST /api/pricing/calculate', ...everyone(200), build: body(QUOTE) },
];
