/**
 * Opens the database, seeds demo data when asked, builds the app and listens. Returns a close()
 * that drains in-flight requests before the database goes: graceful shutdown.
 */
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/index';
import { buildApp } from './app';
import { requestLogSerializer } from './log-redaction';

/** webRoot: where the built web app is (tests point it at their own build; default dist/web). */
export async function startServer(env: NodeJS.ProcessEnv = process.env, options: { webRoot?: string } = {}) {
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const logger =
    config.LOG_LEVEL === 'silent'
      ? false
      : {
          level: config.LOG_LEVEL,
          // Tokens travel in these headers; they must never reach a log file.
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          serializers: { req: requestLogSerializer },
        };
  const app = await buildApp({
    database,
    config,
    logger,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });
  try {
    if (config.SEED_DEMO) {
      const { seeded } = await seedDemoData(database.db);
      if (seeded) app.log.info('seeded demo data into an empty database');
    }
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;
  app.log.info({ url, database: database.kind }, 'MedLink is ready');

  let closing: Promise<void> | undefined;
  return {
    app,
    url,
    database,
    close() {
      // app.close() stops accepting connections and waits for in-flight requests to finish.
      closing ??= app.close().then(() => database.close());
      return closing;
    },
  };
}
