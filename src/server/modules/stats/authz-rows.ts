/**
 * The authorisation matrix's rows for the stats module's routes (security/authz-table.ts): a client's own
 * figures, and dispatch's.
 */
import { adminOnly, clientUser } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'GET /api/stats/client/:clientId',
    anon: 401,
    client: [200, 403],
    otherClient: [200, 403],
    driver: 403,
    otherDriver: 403,
    admin: 200,
    object: clientUser,
  },
  { route: 'GET /api/admin/stats', ...adminOnly },
];
