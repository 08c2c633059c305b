import { useQuery } from '@tanstack/react-query';
import { orderQueryOptions } from '@web/lib/orders';

/** The order being paid: the same query (key, parse) as the order's detail elsewhere. */
export const useOrder = (orderId: number) => useQuery(orderQueryOptions(orderId));
