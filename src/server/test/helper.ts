/**
 * API test helper: a fresh, seeded database per test file and the app built on it, plus
 * `login`, `request` and `as(who)` shortcuts that carry a session like a real client would.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { capturingMailer, signUpByLink } from './link-mail';
import { adminQuery, withDatabaseName } from './postgres-admin';

export const DEMO = {
  admin: { username: 'admin', password: 'admin123' },
  client: { username: 'client', password: 'client123' },
  driver: { username: 'driver', password: 'driver123' },
  billing: { username: 'billing', password: 'billing123' },
} as const;

/** Who a request speaks for: a session token, someone holding one, or nobody (anonymous). */
export type Who = string | { token: string } | null | undefined;
/** Options of one request beyond its method, address and body (headers, query, remoteAddress). */
type Extra = Omit<InjectOptions, 'method' | 'url' | 'payload'>;

/** The header that carries `who`'s session (none for nobody), for requests and live sockets alike. */
export function bearer(who: Who): Record<string, string> {
  const token = typeof who === 'string' ? who : who?.token;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * A client of `app` that carries `who`'s session on every request (`who`: a session token, a person
 * holding one, or nobody for an anonymous caller). Each method answers the injected response.
 */
export function sessionClient(app: Pick<FastifyInstance, 'inject'>, who: Who) {
  const send =
    (method: InjectOptions['method']) =>
    (url: string, payload?: unknown, options: Extra = {}) =>
      app.inject({
        ...options,
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
        headers: { ...(options.headers ?? {}), ...bearer(who) },
      });
  return {
    get: (url: string, options: Extra = {}) => send('GET')(url, undefined, options),
    post: send('POST'),
    patch: send('PATCH'),
    put: send('PUT'),
    delete: send('DELETE'),
  };
}

async function openTestDatabase() {
  const url = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `medlink_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabaseName(url, name), dataDir: 'memory' });
    return {
      database,
      drop: async () => {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const bytes = await readFile(inject('pgliteTemplatePath'));
  const database = await openDatabase({ dataDir: 'memory', pgliteTemplate: new Blob([bytes]) });
  return { database, drop: () => database.close() };
}

/** `webRoot`: a folder with an index.html to serve as the web app (default: none, API only). */
export async function createTestApp(env: Record<string, string> = {}, options: { webRoot?: string } = {}) {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ...env });
  const { mailer, sent } = capturingMailer(config);
  const app = await buildApp({ database, config, webRoot: options.webRoot ?? '/nonexistent', mailer });
  await app.ready();

  async function request(options: InjectOptions & { token?: string }) {
    const { token, ...rest } = options;
    const headers = { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    return app.inject({ ...rest, headers });
  }

  /** A client carrying `who`'s session on every request: `t.as(client).post('/api/orders', booking)`. */
  const as = (who: Who) => sessionClient(app, who);

  /** Signs in and answers the session token (throws when sign-in fails, to keep tests honest). */
  async function login(username: string, password: string, code?: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password, code },
    });
    if (response.statusCode !== 200)
      throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
    return response.json().sessionToken as string;
  }

  /** Signs up as a person does: the form, then the emailed link (link-mail.ts). */
  const signUp = (payload: object, headers: Record<string, string> = {}) =>
    signUpByLink(app, sent, payload, headers);

  return {
    app,
    db: database.db,
    request,
    as,
    login,
    signUp,
    /** Every email the app sent directly (links), oldest first. */
    sent,
    async close() {
      await app.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;
/** A username no other test (or rerun) has used. */
export const uniqueName = (prefix = 'user') =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
