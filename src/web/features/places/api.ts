/** Address suggestions from the server's gazetteer or geocoder (GET /api/places/autocomplete). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiParseLater } from '@web/lib/api';
import { orderSchemas } from '@web/lib/domain-schemas';

/** Fewer letters than this match half the state; the list would only be noise. */
export const MIN_QUERY_LENGTH = 3;
export const SUGGESTION_LIMIT = 8;

export function fetchSuggestions(q: string) {
  const params = new URLSearchParams({ q, limit: String(SUGGESTION_LIMIT) });
  return apiParseLater(
    () => orderSchemas().then((m) => m.autocompleteResponse),
    'GET',
    `/api/places/autocomplete?${params.toString()}`,
  );
}

export function useAddressSuggestions(query: string, enabled: boolean) {
  const q = query.trim();
  return useQuery({
    queryKey: ['places', 'autocomplete', q.toLowerCase()],
    queryFn: () => fetchSuggestions(q),
    enabled: enabled && q.length >= MIN_QUERY_LENGTH,
    // Keep the last list on screen while the next letters are looked up, so it does not flicker.
    placeholderData: keepPreviousData,
  });
}
