/** Matrix rows: auto-dispatch. Admin only, whatever the object. */
import { adminOnly, body, order } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  { route: 'GET /api/admin/auto-dispatch', ...adminOnly },
  {
    route: 'PUT /api/admin/auto-dispatch',
    ...adminOnly,
    mutates: true,
    // Left off: turned on, it would offer the matrix's own open jobs to one driver only.
    build: body({ enabled: false, offerTimeoutSeconds: 60, maxOffers: 3, maxActiveJobs: 1 }),
  },
  { route: 'GET /api/admin/auto-dispatch/escalations', ...adminOnly },
  { route: 'GET /api/admin/orders/:id/auto-dispatch', ...adminOnly, object: order('open') },
];
