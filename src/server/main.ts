/**
 * `npm start` (through scripts/start.mjs) and the container: serve the API, the websocket and the
 * web app; stop cleanly on SIGTERM or SIGINT. A start-up failure is one line naming its cause
 * (and the setting to check) before any stack, then exit 1.
 */
import { startServer } from './server';
import { StartupError } from './db/startup-error';

const server = await startServer(process.env).catch((error: unknown) => {
  // A start-up refusal may name several settings, one line each; any other error its first line.
  const lines = error instanceof Error ? error.message.split('\n') : [String(error)];
  const message = lines[0] ?? String(error);
  for (const line of error instanceof StartupError ? lines : [message])
    console.error(`MedLink could not start: ${line}`);
  // A known cause needs no stack; anything else gets it, after the line above.
  const known = error instanceof StartupError || message.startsWith('Invalid environment');
  if (!known && error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    const limit = server.shutdownTimeoutMs;
    server.app.log.info({ signal, limit }, 'shutting down: finishing in-flight requests');
    // If something hangs, do not hang the deploy with it.
    setTimeout(() => {
      console.error(`MedLink shutdown took longer than SHUTDOWN_TIMEOUT_MS=${limit}; exiting anyway`);
      process.exit(1);
    }, limit).unref();
    server
      .close()
      .then(() => {
        server.app.log.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}
