import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiParseLater } from '@web/lib/api';
import { orderResponseSchemas } from '@web/lib/domain-schemas';
import { clientDashboardKeys } from './keys';

/** More than a handful is one line and a link to Order History, not a list. */
export const AWAITING_SHOWN = 5;

export const listAwaitingPayment = (clientId: number) =>
  apiParseLater(
    () => orderResponseSchemas().then((m) => m.orderResponse.array()),
    'GET',
    `/api/orders/client/${clientId}?awaiting=payment&limit=${AWAITING_SHOWN + 1}`,
  );

/** Under the client's orders key: a booking, a payment or an order frame refetches it with them. */
export const awaitingPaymentQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: clientDashboardKeys.awaitingPayment(clientId),
    queryFn: () => listAwaitingPayment(clientId),
  });

/** The client's orders booked and not paid, newest first. */
export const useAwaitingPayment = (clientId: number) => useQuery(awaitingPaymentQueryOptions(clientId));
