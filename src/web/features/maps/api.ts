/** GET /api/public-config: the optional tile server. Null means offline outlines only. */
import { useQuery } from '@tanstack/react-query';

export type PublicConfig = { mapTileUrl: string | null; mapTileAttribution: string | null };

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: ['/api/public-config'] });
}
