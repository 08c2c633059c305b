import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderResponse } from '@domain/orders';
import { apiParse } from '@web/lib/api';

/**
 * Confirmed orders with no driver yet (up to 200): what switching auto-dispatch on takes up. The
 * key is the console's own list path, so the live socket's order frames refresh it too.
 */
const WAITING = '/api/orders?status=confirmed&limit=200';

export const useWaitingOrders = () =>
  useQuery({
    queryKey: [WAITING],
    queryFn: () => apiParse(z.array(orderResponse), 'GET', WAITING),
    select: (orders) => orders.filter((o) => o.driverId === null).length,
  });
