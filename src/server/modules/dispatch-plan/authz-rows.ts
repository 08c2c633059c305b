/** Matrix rows: the day's plan (decision 041). Dispatch only; a plan id nobody made is 404 to it. */
import { adminOnly, body } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

const NO_PLAN = async () => ({ id: 2_000_000_000 });

export const AUTHZ_ROWS: readonly Row[] = [
  { route: 'POST /api/dispatch/plans', ...adminOnly, admin: 201, mutates: true, build: body({ seconds: 1 }) },
  { route: 'GET /api/dispatch/plans/current', ...adminOnly },
  {
    route: 'PUT /api/dispatch/plans/:id',
    ...adminOnly,
    admin: 404,
    object: NO_PLAN,
    mutates: true,
    build: body({ revision: 0, routes: [], pins: [] }),
  },
  {
    route: 'POST /api/dispatch/plans/:id/pins',
    ...adminOnly,
    admin: 404,
    object: NO_PLAN,
    mutates: true,
    build: body({ revision: 0, orderId: 1, driverId: 1 }),
  },
  {
    route: 'POST /api/dispatch/plans/:id/apply',
    ...adminOnly,
    admin: 404,
    object: NO_PLAN,
    mutates: true,
    build: body({ revision: 0 }),
  },
];
