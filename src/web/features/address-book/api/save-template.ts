import { useMutation } from '@tanstack/react-query';
import { orderTemplateResponse, type OrderTemplateRequest } from '@domain/address-book';
import { apiParse, apiRequest } from '@web/lib/api';
import { useRefreshBook } from './refresh';

export const createTemplate = (body: OrderTemplateRequest) =>
  apiParse(orderTemplateResponse, 'POST', '/api/order-templates', body);

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
