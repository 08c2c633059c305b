import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentConfigResponse } from '@domain/payments';
import { apiParse } from '@web/lib/api';
import { checkoutKeys } from './keys';

export const getPaymentConfig = () => apiParse(paymentConfigResponse, 'GET', '/api/payments/config');

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: checkoutKeys.paymentConfig(), queryFn: getPaymentConfig });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
