/** GET /api/public-config: what the page needs to know about optional services; nothing secret. */
import { z } from 'zod';

/** The optional tile server. Null means offline outlines only. */
export const publicConfigResponse = z.object({
  mapTileUrl: z.string().nullable(),
  mapTileAttribution: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;
