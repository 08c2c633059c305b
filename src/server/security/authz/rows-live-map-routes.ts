/** Matrix rows: the live dispatch map (admin) and a driver's route across its jobs. */
import { adminOnly } from './objects';
import type { Row } from './types';

export const ROWS_LIVE_MAP_ROUTES: readonly Row[] = [
  { route: 'GET /api/admin/dispatch-map', ...adminOnly },
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
