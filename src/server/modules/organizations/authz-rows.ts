/** The authorisation matrix's rows for the organisation routes kept in this module (security/authz-table.ts). */
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'GET /api/organizations/me/cost-centres',
    anon: 401,
    // Every client the matrix signs up owns its organisation; the list is its own.
    client: 200,
    otherClient: 200,
    driver: 403,
    otherDriver: 403,
    // Dispatch books for no organisation of its own.
    admin: 403,
  },
];
