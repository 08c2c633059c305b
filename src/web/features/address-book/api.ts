/**
 * The client's address book: saved places and order templates (issue 19). Every write invalidates
 * both lists, because a template answers the saved places it names.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrderTemplate,
  OrderTemplateRequest,
  SavedPlace,
  SavedPlaceRequest,
} from '@domain/address-book';
import { apiJson, apiRequest } from '@web/lib/api';

export const PLACES_KEY = ['/api/saved-places'] as const;
export const TEMPLATES_KEY = ['/api/order-templates'] as const;

export function useSavedPlaces() {
  return useQuery<SavedPlace[]>({
    queryKey: PLACES_KEY,
    queryFn: () => apiJson('GET', '/api/saved-places'),
  });
}

export function useOrderTemplates() {
  return useQuery<OrderTemplate[]>({
    queryKey: TEMPLATES_KEY,
    queryFn: () => apiJson('GET', '/api/order-templates'),
  });
}

function useRefreshBook() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PLACES_KEY }),
      queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
    ]);
}

/** Adds a place, or changes the one with `id`; the server resolves the address either way. */
export function useSavePlace() {
  const onSuccess = useRefreshBook();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SavedPlaceRequest }) =>
      id === null
        ? apiJson<SavedPlace>('POST', '/api/saved-places', body)
        : apiJson<SavedPlace>('PATCH', `/api/saved-places/${id}`, body),
    onSuccess,
  });
}

export function useDeletePlace() {
  const onSuccess = useRefreshBook();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/saved-places/${id}`);
    },
    onSuccess,
  });
}

export function useCreateTemplate() {
  const onSuccess = useRefreshBook();
  return useMutation({
    mutationFn: (body: OrderTemplateRequest) => apiJson<OrderTemplate>('POST', '/api/order-templates', body),
    onSuccess,
  });
}

export function useDeleteTemplate() {
  const onSuccess = useRefreshBook();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/order-templates/${id}`);
    },
    onSuccess,
  });
}
