import { useMutation } from '@tanstack/react-query';
import { savedPlaceResponse, type SavedPlaceRequest } from '@domain/address-book';
import { apiParse, apiRequest } from '@web/lib/api';
import { useRefreshBook } from './refresh';

/** Adds a place, or changes the one with `id`; the server resolves the address either way. */
export const savePlace = ({ id, body }: { id: number | null; body: SavedPlaceRequest }) =>
  id === null
    ? apiParse(savedPlaceResponse, 'POST', '/api/saved-places', body)
    : apiParse(savedPlaceResponse, 'PATCH', `/api/saved-places/${id}`, body);

export function useSavePlace() {
  const onSuccess = useRefreshBook();
  return useMutation({ mutationFn: savePlace, onSuccess });
}

export const deletePlace = async (id: number) => {
  await apiRequest('DELETE', `/api/saved-places/${id}`);
};

export function useDeletePlace() {
  const onSuccess = useRefreshBook();
  return useMutation({ mutationFn: deletePlace, onSuccess });
}
