import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiParseLater } from '@web/lib/api';
import { addressBookSchemas } from '@web/lib/domain-schemas';
import { addressBookKeys } from './keys';

export const listOrderTemplates = () =>
  apiParseLater(
    () => addressBookSchemas().then((m) => m.orderTemplateResponse.array()),
    'GET',
    '/api/order-templates',
  );

export const orderTemplatesQueryOptions = () =>
  queryOptions({ queryKey: addressBookKeys.templates(), queryFn: listOrderTemplates });

export const useOrderTemplates = () => useQuery(orderTemplatesQueryOptions());
