/**
 * compose.yaml's app command line, run outside Docker (no daemon on CI) with the compose
 * environment and .env.example as its env file: the production build serves, reports healthy,
 * and never serves a source map; on PostgreSQL its live events go through NATS, as the replicas'
 * do. Also: .env.example lists every setting the server reads.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabaseName } from '../test/postgres-admin';
import { launch, root, stopAll } from './processes';

const compose = readFileSync(`${root}compose.yaml`, 'utf8');
const envExample = readFileSync(`${root}.env.example`, 'utf8');
const serverUrl = process.env.DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  await stopAll();
  for (const cleanup of cleanups) await cleanup();
});

/** `KEY=value` lines of an env file, as compose reads them. */
function envFile(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => line.match(/^([A-Z_][A-Z0-9_]*)=(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => [m[1]!, m[2]!] as const);
  return Object.fromEntries(entries);
}

/** The `environment:` block of x-app, with ${VAR:-default} left to the test to replace. */
function composeAppEnvironment(): Record<string, string> {
  const block = compose.split('\n  environment:\n')[1]!.split(/\n {2}\S/)[0]!;
  return Object.fromEntries(
    [...block.matchAll(/^ {4}([A-Z_]+): ['"]?([^'"\n]*)['"]?$/gm)].map((m) => [m[1]!, m[2]!] as const),
  );
}

describe('.env.example', () => {
  it('has a line for every setting src/server/config.ts reads', () => {
    const config = readFileSync(`${root}src/server/config.ts`, 'utf8');
    const settings = [...config.matchAll(/^ {4}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]!);
    expect(settings.length).toBeGreaterThan(20);
    const listed = Object.keys(envFile(envExample));
    expect(settings.filter((key) => !listed.includes(key))).toEqual([]);
  });
});

describe("compose.yaml's app command, outside Docker", () => {
  it('serves the production build: healthy, and no source map anywhere', async () => {
    // A flow sequence of quoted strings, on one line or (prettier's choice once it is long) one per
    // line with a trailing comma: JSON once quotes are double and that comma is gone.
    const flow = compose.match(/^ {2}command:\s*(\[[^\]]*\])/m)![1]!;
    const command = JSON.parse(flow.replace(/'/g, '"').replace(/,\s*\]$/, ']')) as string[];
    expect(command[0]).toBe('node');
    const env: NodeJS.ProcessEnv = {
      ...envFile(envExample),
      ...composeAppEnvironment(),
      PORT: '0',
      HOST: '127.0.0.1',
      // What compose.yaml's header asks the operator to put in .env: production refuses to start
      // without them (security/production-settings.test.ts).
      ID_SIGNING_KEY: randomBytes(32).toString('base64url'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PUBLIC_BASE_URL: 'https://medlink.example',
      PAYMENT_PROVIDER: 'test',
    };
    // Compose's replicas reach NATS by its service name; here it runs on this machine.
    expect(env.EVENT_BUS).toBe('nats://nats:4222');
    env.EVENT_BUS = 'nats://127.0.0.1:4222';
    if (serverUrl) {
      const name = `medlink_compose_${process.pid}_${randomBytes(3).toString('hex')}`;
      await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
      cleanups.push(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      env.DATABASE_URL = withDatabaseName(serverUrl, name);
    } else {
      const dir = await mkdtemp(join(tmpdir(), 'medlink-compose-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      env.DATABASE_URL = '';
      env.DATA_DIR = dir;
    }
    const run = launch(command.slice(1), { ...env, LOG_LEVEL: 'info', SEED_DEMO: '' });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = run.output().match(/"url":"(http:\/\/[^"]+)"/);
        if (match) {
          clearInterval(timer);
          resolve(match[1]!);
        }
      }, 100);
      void run.exited.then(() => {
        clearInterval(timer);
        reject(new Error(`exited:\n${run.output()}`));
      });
      setTimeout(() => reject(new Error(`not ready:\n${run.output()}`)), 110_000).unref();
    });
    // On PostgreSQL the live events go through NATS as in compose; PGlite says it keeps them in-process.
    expect(run.output()).toContain(serverUrl ? 'live events go through NATS' : 'EVENT_BUS ignored on PGlite');
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    // The production build writes no maps and its scripts point at none.
    const assets = readdirSync(`${root}dist/web/assets`);
    expect(assets.filter((f) => f.endsWith('.map'))).toEqual([]);
    const script = assets.find((f) => f.endsWith('.js'))!;
    expect(await (await fetch(`${url}/assets/${script}`)).text()).not.toContain('sourceMappingURL');
    expect((await fetch(`${url}/assets/${script}.map`)).status).toBe(404);

    run.child.kill('SIGTERM');
    expect((await run.exited).code).toBe(0);
  }, 150_000);
});
