/** GET /api/public-config: the optional tile server. Null means offline outlines only. */
import { useQuery } from '@tanstack/react-query';

export type PublicConfig = { mapTileUrl: string | null; mapTileAttribution: string | null };

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: ['/api/public-config'] });
}

/**
 * GET /api/orders/{id}/trail: the path the driver took on this job (issue 21), including the part
 * sent in one batch after a stretch without signal. Refreshed every 30 s while shown: the live
 * marker moves with every frame, the line behind it needs no more.
 */
export const trailKey = (orderId: number) => ['/api/orders', orderId, 'trail'] as const;
export type Trail = {
  orderId: number;
  positions: Array<{ latitude: number; longitude: number; recordedAt: string }>;
};

export function useTrail(orderId: number, enabled: boolean) {
  return useQuery<Trail>({ queryKey: trailKey(orderId), enabled, refetchInterval: enabled ? 30_000 : false });
}
