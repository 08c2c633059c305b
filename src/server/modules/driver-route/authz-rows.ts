/**
 * The authorisation matrix's rows for the driver-route module's routes (security/authz-table.ts): a
 * driver's route across its jobs.
 */
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  // The route is the caller's own (its driver id comes from the session): every driver gets 200,
  // a pending one too (it holds no job, so its route is empty).
  {
    route: 'GET /api/driver/route',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: 200,
    otherDriver: 200,
    admin: 403,
    pendingDriver: 200,
  },
];
