/** Matrix rows: the receiving desk, dispatch's alone until the delivery organisation's receiving role. */
import { adminOnly, body, order } from './objects';
import type { Row } from './types';

export const ROWS_RECEIVING: readonly Row[] = [
  {
    route: 'POST /api/orders/:id/check-in',
    ...adminOnly,
    object: order('delivered'),
    mutates: true,
    // Nothing scanned: every piece is missing, which dispatch is told of (still a 200).
    build: body({ scans: [] }),
  },
  { route: 'GET /api/receiving/inbound', ...adminOnly },
];
