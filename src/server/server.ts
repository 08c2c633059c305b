/**
 * Opens the database, seeds demo data when asked, builds the app and listens. Returns a close()
 * that drains in-flight requests before the database goes: graceful shutdown.
 */
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDemoData } from './db/seed/index';
import { buildApp } from './app';
import { requestLogSerializer } from './log-redaction';
import { withNatsBus } from './realtime/nats-bus';
import { loadIdSigningKey } from './signing/id-signing-key';
import { checkDataDir } from './db/data-dir';
import { installDataKeyring, loadDataKeyring } from './encryption/data-keys';
import { StartupError } from './db/startup-error';
import { reviewProductionSettings } from './production-settings';

/**
 * webRoot: where the built web app is (tests point it at their own build; default dist/web).
 * reusePort: several processes listen on one port and the kernel spreads connections (bench/fleet.ts).
 */
export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  options: { webRoot?: string; reusePort?: boolean } = {},
) {
  const config = loadConfig(env);
  // A start-up that neither finishes nor fails (a database that never answers, a promise nobody
  // settles) would otherwise sit silent with no port open; it stops with the step it was on.
  const progress = { step: 'checking the settings' };
  const starting = startSteps(config, env, options, progress);
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(
        new StartupError(
          `start-up did not finish within STARTUP_TIMEOUT_MS=${config.STARTUP_TIMEOUT_MS}; it was still ${progress.step}`,
        ),
      );
      // Should the steps finish after all, nobody is left to close what they opened.
      starting.then((late) => late.close()).catch(() => undefined);
    }, config.STARTUP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([starting, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

async function startSteps(
  config: ReturnType<typeof loadConfig>,
  env: NodeJS.ProcessEnv,
  options: { webRoot?: string; reusePort?: boolean },
  progress: { step: string },
) {
  // Until the app (and its logger) exists, JSON lines like pino's; afterwards the app's logger.
  let log = (level: 'info' | 'warn', msg: string, detail?: Record<string, unknown>) => {
    if (config.LOG_LEVEL !== 'silent')
      console.log(JSON.stringify({ level, time: Date.now(), msg, ...detail }));
  };
  const review = reviewProductionSettings(config, env);
  if (review.refusals.length) throw new StartupError(review.refusals.join('\n'));
  for (const warning of review.warnings) log('warn', warning);
  if (config.DATA_DIR !== 'memory') checkDataDir(config.DATA_DIR);
  const idSigningKey = loadIdSigningKey(config);
  installDataKeyring(loadDataKeyring(config));
  if (!config.DATA_ENCRYPTION_KEY && config.DATA_DIR === 'memory' && config.DATABASE_URL) {
    log(
      'warn',
      'DATA_ENCRYPTION_KEY is unset and DATA_DIR=memory: proof images written now cannot be read after a restart',
    );
  }
  progress.step = 'opening and migrating the database';
  const opened = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    timeouts: {
      connectMs: config.DB_CONNECT_TIMEOUT_MS,
      statementMs: config.DB_STATEMENT_TIMEOUT_MS,
      startupMs: config.DB_STARTUP_TIMEOUT_MS,
      log: (level, msg, detail) => log(level, msg, detail),
    },
  });
  progress.step = 'connecting the event bus';
  const database = await chooseEventBus(opened, config, (level, msg, detail) => log(level, msg, detail));
  const logger =
    config.LOG_LEVEL === 'silent'
      ? false
      : {
          level: config.LOG_LEVEL,
          // Tokens travel in these headers; they must never reach a log file.
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          serializers: { req: requestLogSerializer },
        };
  progress.step = 'building the app';
  const app = await buildApp({
    database,
    config,
    logger,
    idSigningKey,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });
  log = (level, msg, detail) => app.log[level](detail ?? {}, msg);
  // While shutting down, every answer tells the client to close its keep-alive connection, so
  // connections drain one response at a time instead of being cut under a request.
  let draining = false;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  try {
    if (config.SEED_DEMO) {
      progress.step = 'seeding the demo data';
      const { seeded } = await seedDemoData(database.db);
      if (seeded) app.log.info('seeded demo data into an empty database');
    }
    progress.step = `opening port ${config.PORT}`;
    await app.listen({
      port: config.PORT,
      host: config.HOST,
      ...(options.reusePort ? { reusePort: true } : {}),
    });
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
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    close() {
      draining = true;
      // app.close() stops accepting connections, closes sockets with 1001 and waits for in-flight
      // requests to finish; only then does the database close under them.
      closing ??= app.close().then(() => database.close());
      return closing;
    },
  };
}

/** NOTIFY unless EVENT_BUS names NATS and the database is PostgreSQL (decision 026). */
async function chooseEventBus(
  database: Database,
  config: ReturnType<typeof loadConfig>,
  log: (level: 'info' | 'warn', msg: string, detail?: Record<string, unknown>) => void,
): Promise<Database> {
  if (config.EVENT_BUS === 'notify') return database;
  if (!config.DATABASE_URL) {
    // One process per PGlite directory: nothing to fan out to, and NOTIFY never leaves the process.
    log('warn', 'EVENT_BUS ignored on PGlite: live events stay in this process (NOTIFY)');
    return database;
  }
  try {
    return await withNatsBus(database, {
      busUrl: config.EVENT_BUS,
      databaseUrl: config.DATABASE_URL,
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
      log,
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
