import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { webhookDeliveryResponse } from '@domain/webhooks';
import { apiParse } from '@web/lib/api';
import { webhookKeys } from './keys';

export const listDeliveries = async (webhookId: number) =>
  apiParse(z.array(webhookDeliveryResponse), 'GET', `/api/webhooks/${webhookId}/deliveries?limit=50`);

export const deliveriesQueryOptions = (webhookId: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(webhookId),
    queryFn: () => listDeliveries(webhookId),
    // Deliveries move on their own (retries): keep the open log fresh without a socket frame.
    refetchInterval: 5000,
  });

export const useDeliveries = (webhookId: number) => useQuery(deliveriesQueryOptions(webhookId));
