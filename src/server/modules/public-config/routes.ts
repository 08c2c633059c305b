import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigResponse } from '@domain/public-config';
import type { Config } from '../../config';

/** What the page needs to know about optional services; nothing secret ever goes here. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/api/public-config',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: publicConfigResponse } } },
    async () => ({
      mapTileUrl: config.MAP_TILE_URL ?? null,
      mapTileAttribution: config.MAP_TILE_ATTRIBUTION ?? null,
    }),
  );
};
