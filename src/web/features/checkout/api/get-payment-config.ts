import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiParseLater } from '@web/lib/api';
import { paymentSchemas } from '@web/lib/domain-schemas';
import { checkoutKeys } from './keys';

// The feature's index is imported by the booking form on the dashboard's first screen: the schema
// (zod with it) is a chunk of its own, requested beside the call.
export const getPaymentConfig = () =>
  apiParseLater(() => paymentSchemas().then((m) => m.paymentConfigResponse), 'GET', '/api/payments/config');

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: checkoutKeys.paymentConfig(), queryFn: getPaymentConfig });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
