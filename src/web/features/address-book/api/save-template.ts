import { useMutation } from '@tanstack/react-query';
import type { OrderTemplateRequest } from '@domain/address-book';
import { apiParseLater, apiRequest } from '@web/lib/api';
import { addressBookSchemas } from '@web/lib/domain-schemas';
import { useRefreshBook } from './refresh';

export const createTemplate = (body: OrderTemplateRequest) =>
  apiParseLater(
    () => addressBookSchemas().then((m) => m.orderTemplateResponse),
    'POST',
    '/api/order-templates',
    body,
  );

export function useCreateTemplate() {
  const onSuccess = useRefreshBook();
  return useMutation({ mutationFn: createTemplate, onSuccess });
}

export const deleteTemplate = async (id: number) => {
  await apiRequest('DELETE', `/api/order-templates/${id}`);
};

export function useDeleteTemplate() {
  const onSuccess = useRefreshBook();
  return useMutation({ mutationFn: deleteTemplate, onSuccess });
}
