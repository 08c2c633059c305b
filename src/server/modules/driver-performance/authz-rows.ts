/**
 * The authorisation matrix's rows for the driver-performance module's routes
 * (security/authz-table.ts): a driver's own figures, and dispatch's.
 */
import { driverRecord } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'GET /api/driver/stats/:driverId',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: [200, 403],
    otherDriver: [200, 403],
    admin: 200,
    pendingDriver: [200, 403],
    object: driverRecord,
  },
  {
    route: 'GET /api/driver/:id/performance',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: [200, 403],
    otherDriver: [200, 403],
    admin: 200,
    pendingDriver: [200, 403],
    object: driverRecord,
  },
  {
    route: 'GET /api/driver/:id/achievements',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: [200, 403],
    otherDriver: [200, 403],
    admin: 200,
    pendingDriver: [200, 403],
    object: driverRecord,
  },
  {
    route: 'GET /api/driver/leaderboard',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: 200,
    otherDriver: 200,
    admin: 200,
  },
];
