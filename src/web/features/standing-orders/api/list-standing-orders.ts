import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { recurringOrderResponse } from '@domain/recurring-orders';
import { apiJson } from '@web/lib/api';
import { standingOrderKeys } from './keys';

export const listStandingOrders = async () =>
  z.array(recurringOrderResponse).parse(await apiJson('GET', '/api/recurring-orders'));

export const standingOrdersQueryOptions = () =>
  queryOptions({ queryKey: standingOrderKeys.list(), queryFn: listStandingOrders });

export const useStandingOrders = () => useQuery(standingOrdersQueryOptions());
