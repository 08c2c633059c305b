/**
 * The authorisation matrix's rows for the accounting-export module's routes
 * (security/authz-table.ts): dispatch and billing staff export the books; nobody else. The period
 * is in 2024, long over.
 */
import { adminOnly, query } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

const WEEK = '2024-01-01';

const ROWS: readonly Row[] = [
  { route: 'GET /api/accounting/export/qbo.csv', ...adminOnly, build: query(`from=${WEEK}&to=2024-01-31`) },
  {
    route: 'GET /api/accounting/export/desktop.iif',
    ...adminOnly,
    build: query(`from=${WEEK}&to=2024-01-31`),
  },
  ...['invoices/qbo.csv', 'payments/qbo.csv', 'receivables/desktop.iif'].map((file) => ({
    route: `GET /api/accounting/export/${file}`,
    ...adminOnly,
    build: query(`from=${WEEK}&to=2024-01-31`),
  })),
];

/** Billing staff do the books as dispatch does: each row answers them as it answers admin. */
export const AUTHZ_ROWS: readonly Row[] = ROWS.map((row) => ({ ...row, billing: row.admin }));
