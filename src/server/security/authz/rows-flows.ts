/**
 * Matrix rows: what finishes dispatch's flows: finding a client by name (import, standing orders)
 * and approving many orders at once (an import's result).
 */
import { adminOnly, order } from './objects';
import type { Row } from './types';

export const ROWS_FLOWS: readonly Row[] = [
  {
    route: 'POST /api/orders/approve',
    ...adminOnly,
    object: order('pending'),
    mutates: true,
    build: (_w, _actor, target) => ({ payload: { orderIds: [target!.id] } }),
  },
];
