/** `npm start`: serve the API, the websocket and the web app; stop cleanly on SIGTERM or SIGINT. */
import { startServer } from './server';

const server = await startServer(process.env).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

const FORCE_EXIT_AFTER_MS = 10_000;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // If something hangs, do not hang the deploy with it.
    setTimeout(() => process.exit(1), FORCE_EXIT_AFTER_MS).unref();
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}
