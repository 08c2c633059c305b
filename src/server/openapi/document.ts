/**
 * The OpenAPI document from the built app, without a database or a port: `npm run lint:openapi`
 * writes it for redocly (scripts/write-openapi.ts). Routes only reach the database when a request
 * runs, and none runs here; a worker that polls at start meets a handle that refuses, and says so
 * in a log nobody reads.
 */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database, Db } from '../db/client';

const noDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error('The OpenAPI document is built without a database');
    },
  },
) as Db;

const database: Database = {
  db: noDatabase,
  kind: 'pglite',
  connections: 1,
  listen: async () => async () => undefined,
  close: async () => undefined,
};

export async function buildOpenApiDocument(): Promise<unknown> {
  const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', WEBHOOK_POLL_MS: '0' });
  const app = await buildApp({ database, config, webRoot: '/nonexistent' });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}
