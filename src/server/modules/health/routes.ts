import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../error-handler';
import { rootCause } from '../../db/startup-error';

/** A health check must answer quickly even when the database hangs: a load balancer is waiting. */
const CHECK_TIMEOUT_MS = 2_000;

const degraded = z.object({ status: z.literal('degraded'), reason: z.string() });

/**
 * 200 `{status: "ok"}` once the database answers and live events flow; 503 `{status: "degraded",
 * reason}` while either is lost (a load balancer sends traffic elsewhere); 503 while shutting down.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  isShuttingDown: () => boolean;
}> = async (app, { database, isShuttingDown }) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: degraded },
      },
    },
    async (_request, reply) => {
      if (isShuttingDown()) throw new AppError('SERVICE_UNAVAILABLE', 'Shutting down');
      const reason = await databaseProblem(database);
      if (reason) {
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'degraded' as const, reason });
      }
      return { status: 'ok' as const };
    },
  );
};

async function databaseProblem(database: Database): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    return `database unavailable: ${rootCause(error)}`;
  } finally {
    clearTimeout(timer);
  }
  const live = database.status?.();
  return live && !live.ok ? live.reason : undefined;
}
