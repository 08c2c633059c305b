import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderTemplateResponse } from '@domain/address-book';
import { apiParse } from '@web/lib/api';
import { addressBookKeys } from './keys';

export const listOrderTemplates = () =>
  apiParse(z.array(orderTemplateResponse), 'GET', '/api/order-templates');

export const orderTemplatesQueryOptions = () =>
  queryOptions({ queryKey: addressBookKeys.templates(), queryFn: listOrderTemplates });

export const useOrderTemplates = () => useQuery(orderTemplatesQueryOptions());
