import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { recurringOrderResponse } from '@domain/recurring-orders';
import { apiParse } from '@web/lib/api';
import { standingOrderKeys } from './keys';

export const listStandingOrders = async () =>
  apiParse(z.array(recurringOrderResponse), 'GET', '/api/recurring-orders');

export const standingOrdersQueryOptions = () =>
  queryOptions({ queryKey: standingOrderKeys.list(), queryFn: listStandingOrders });

export const useStandingOrders = () => useQuery(standingOrdersQueryOptions());
