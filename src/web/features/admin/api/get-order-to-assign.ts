import { useQuery } from '@tanstack/react-query';
import { orderQueryOptions } from '@web/lib/orders';

/** The whole order, for the console's Assign Driver dialog (it shows the pickup address). */
export const useOrderToAssign = (orderId: number | null) =>
  useQuery({ ...orderQueryOptions(orderId ?? 0), enabled: orderId !== null });
