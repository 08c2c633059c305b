/**
 * The server Playwright starts for the browser tests: the real app on port 5199 (E2E_PORT) with demo data.
 * With DATABASE_URL set it runs on a fresh database created on that PostgreSQL server, dropped
 * again on exit, so a rerun never sees the last run's accounts; otherwise on in-memory PGlite.
 */
// First: E2E_CLOCK_START must set the clock before any of the app's modules load.
import './clock-from-env';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import pg from 'pg';
import { startServer } from '../../src/server/server';
import { startTestSmtp } from '../../src/server/modules/notifications/test-smtp';
import { MAILBOX_PORT } from './mailbox';
import { E2E_PORT } from './ports';

export { E2E_PORT } from './ports';

// The app's email goes to a real SMTP server in this process; specs read it back (mailbox.ts).
const smtp = await startTestSmtp();
createServer((request, response) => {
  const to = new URL(request.url ?? '/', 'http://mailbox').searchParams.get('to') ?? '';
  const mail = smtp.received.filter((m) => m.to.includes(to));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mail));
})
  .listen(MAILBOX_PORT, '127.0.0.1')
  .unref();

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The suite signs in and signs up far more often per minute than a person does from one address.
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
  // Webhook receivers in the specs listen on this machine's loopback.
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_POLL_MS: '200',
  // Likewise every browser of the suite shares one address: per-address limits would
  // count the whole suite as one person. The per-session limits stay as shipped.
  RATE_PRICING_PER_IP: '100000',
  RATE_MESSAGES_PER_IP: '100000',
  RATE_PLACES_PER_IP: '100000',
  RATE_IMPORT_PER_IP: '100000',
  WS_MAX_SOCKETS_PER_IP: '1000',
  SMTP_URL: smtp.url,
  PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: '1000',
};

const adminUrl = process.env.DATABASE_URL;
let databaseName: string | undefined;

if (adminUrl) {
  databaseName = `medlink_e2e_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${databaseName}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  env.DATABASE_URL = url.toString();
  console.log(`e2e: created database ${databaseName}`);
} else {
  env.DATA_DIR = 'memory';
  delete env.DATABASE_URL;
}

/**
 * Drops the run's database. Synchronous (a short child process) so it also works from the 'exit'
 * handler, where nothing asynchronous can run any more. WITH (FORCE) ends leftover connections.
 */
function dropDatabase(): void {
  if (!adminUrl || !databaseName) return;
  const name = databaseName;
  databaseName = undefined;
  const script = `
    import pg from 'pg';
    const client = new pg.Client({ connectionString: process.env.ADMIN_URL });
    await client.connect();
    await client.query('DROP DATABASE IF EXISTS "' + process.env.DB_NAME + '" WITH (FORCE)');
    await client.end();`;
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, ADMIN_URL: adminUrl, DB_NAME: name },
      stdio: 'inherit',
      timeout: 15_000,
    });
    console.log(`e2e: dropped database ${name}`);
  } catch (error) {
    console.error(`e2e: could not drop database ${name}:`, error);
  }
}

process.on('exit', dropDatabase);

// E2E_WEB_ROOT: a build of the web app other than dist/web, so two suites can run side by side.
const server = await startServer(env, { webRoot: process.env.E2E_WEB_ROOT }).catch((error: unknown) => {
  console.error('e2e: server failed to start:', error);
  process.exit(1);
});
console.log(`e2e: MedLink listening at ${server.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // Do not let a hung close keep the database around: exit (and drop) after 5 s regardless.
    setTimeout(() => process.exit(0), 5_000).unref();
    server
      .close()
      .catch((error: unknown) => console.error('e2e: close failed:', error))
      .finally(() => process.exit(0));
  });
}
