import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';

/** Ready once the database answers; 503 while the process is shutting down. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; isShuttingDown: () => boolean }> = async (
  app,
  { db, isShuttingDown },
) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => {
      if (isShuttingDown()) throw new AppError(503, 'Shutting down');
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
