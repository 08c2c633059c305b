import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { webhookResponse } from '@domain/webhooks';
import { apiParse } from '@web/lib/api';
import { webhookKeys } from './keys';

export const listWebhooks = async () => apiParse(z.array(webhookResponse), 'GET', '/api/webhooks');

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: webhookKeys.list(), queryFn: listWebhooks });

export const useWebhooks = () => useQuery(webhooksQueryOptions());
