/**
 * GET /api/orders/{id}/public-link (the order's client and dispatch) and GET /api/public/track/{token}
 * (anyone with the link, no session; rate-limited per address, like sign-in).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import { publicLinkResponse, publicTrackingResponse } from '@domain/public-tracking';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { getPublicLink, trackByToken } from './service';

/** The page polls every 10 s (6 a minute); 60 leaves room for a few recipients behind one address. */
export const PUBLIC_TRACK_PER_MINUTE = 60;

// Any string: a malformed token is answered like an unknown one (404), not with a 400 that says why.
const tokenParam = z.object({ token: z.string() });

export const publicTrackingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/orders/:id/public-link',
    {
      config: { permission: 'read:public-link:own,any', permissionCheckedInService: true },
      schema: { tags: ['orders'], params: idParam, response: { 200: publicLinkResponse } },
    },
    async (request) => getPublicLink(db, currentAuth(request).user, request.params.id),
  );

  app.get(
    '/api/public/track/:token',
    {
      config: { public: true, rateLimit: { max: PUBLIC_TRACK_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { tags: ['public'], params: tokenParam, response: { 200: publicTrackingResponse } },
    },
    async (request, reply) => {
      // The token is the only key: keep the answer out of caches, search engines and referrers.
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      reply.header('referrer-policy', 'no-referrer');
      // The answer's language follows the browser's, so a shared cache must keep them apart.
      reply.header('vary', 'Accept-Language');
      return trackByToken(db, request.params.token, new Date(), request.headers['accept-language']);
    },
  );
};
