/**
 * PostgreSQL through `pg`, built for faults: bounded connect and statement times, a start-up that
 * retries for a stated time and then names the host, the setting and the cause; a LISTEN
 * connection that comes back by itself after a failover or pg_terminate_backend.
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import type { Database, DatabaseTimeouts, Db } from './handle';
import { migratePostgresLocked } from './migrate';
import { PostgresListener } from './postgres-listener';
import { StartupError, rootCause } from './startup-error';

/** Errors no retry will cure: wrong password, no such database, no such role. */
const PERMANENT_CODES = new Set(['28P01', '28000', '3D000', '42501']);

export function describeTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the DATABASE_URL host';
  }
}

/**
 * Every session runs without JIT compilation (decision 082). The app's statements are short and
 * many; PostgreSQL compiles a statement whose estimated cost passes `jit_above_cost`, and the
 * estimate of a small write can pass it as tables grow (an unanalysed table counts as several
 * pages, a JSON array as 100 rows). The compile then costs 15-20 ms of a core on a statement that
 * runs in 1. Options the deployment gives (`?options=` in DATABASE_URL, PGOPTIONS) are kept and
 * come first; this comes last, so it is the setting that holds.
 */
const SESSION_OPTIONS = '-c jit=off';

export function sessionOptions(url: string, environment: string | undefined = process.env.PGOPTIONS): string {
  let given: string | null = null;
  try {
    given = new URL(url).searchParams.get('options');
  } catch {
    // Not a URL pg parses the same way (a socket path); the environment's options still apply.
  }
  return [given ?? environment, SESSION_OPTIONS].filter((part) => part && part.trim()).join(' ');
}

/**
 * `pg` lets the connection string's own `options` replace the config's, so a URL that names some
 * gets the merged options written back into it.
 */
export function withSessionOptions(url: string): { connectionString: string; options: string } {
  const options = sessionOptions(url);
  try {
    const parsed = new URL(url);
    if (parsed.searchParams.has('options')) {
      parsed.searchParams.set('options', options);
      return { connectionString: parsed.toString(), options };
    }
  } catch {
    // Not a URL (a socket path): there is no `options` in it to replace the config's.
  }
  return { connectionString: url, options };
}

function clientConfig(url: string, timeouts: DatabaseTimeouts): pg.ClientConfig {
  return {
    ...withSessionOptions(url),
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
  };
}

/** Connects and migrates, retrying until `startupMs` has passed; then a one-line StartupError. */
async function connectForStartup(url: string, timeouts: DatabaseTimeouts): Promise<void> {
  const deadline = Date.now() + timeouts.startupMs;
  for (;;) {
    const client = new pg.Client(clientConfig(url, timeouts));
    client.on('error', () => undefined);
    try {
      await client.connect();
      await migratePostgresLocked(client);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const permanent = typeof code === 'string' && PERMANENT_CODES.has(code);
      if (permanent || Date.now() + 1_000 >= deadline) {
        const waited = permanent ? '' : ` within ${Math.round(timeouts.startupMs / 1000)} s`;
        throw new StartupError(
          `Cannot start on PostgreSQL at ${describeTarget(url)}${waited}: ${rootCause(error)}. ` +
            `Check DATABASE_URL and that the server is up (DB_CONNECT_TIMEOUT_MS=${timeouts.connectMs}, DB_STARTUP_TIMEOUT_MS=${timeouts.startupMs}).`,
          { cause: error },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** Connections in the pool (the LISTEN connection is apart). */
const POOL_SIZE = 10;

export async function openPostgres(url: string, timeouts: DatabaseTimeouts): Promise<Database> {
  await connectForStartup(url, timeouts);
  const pool = new pg.Pool({
    ...clientConfig(url, timeouts),
    max: POOL_SIZE,
    // Server side: a runaway statement is cancelled. Client side: a server that stops answering
    // (a dead host, a half-open TCP connection) does not hold the request for ever.
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 2_000,
  });
  // An idle client that errors (server restart, pg_terminate_backend) is dropped by the pool;
  // without a listener the 'error' would crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = new PostgresListener(() => new pg.Client(clientConfig(url, timeouts)), timeouts.log);
  return {
    db,
    kind: 'postgres',
    connections: POOL_SIZE,
    listen: (channel, onPayload, onResync) => listener.listen(channel, onPayload, onResync),
    status: () => listener.status(),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
