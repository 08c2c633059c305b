/**
 * Operations tests run the production artifact (dist/server/*.js, built by `npm run test:ops`)
 * as separate processes, the way a container or `npm start` does, and cause real faults to it.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
export const builtMain = `${root}dist/server/main.js`;
export const builtMigrate = `${root}dist/server/migrate.js`;

if (!existsSync(builtMain))
  throw new Error('dist/server/main.js is missing: run `npm run test:ops` (it builds first)');

export interface Running {
  child: ChildProcessWithoutNullStreams;
  url: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

const children = new Set<ChildProcessWithoutNullStreams>();

/** Spawns `node <args>` with `env` on top of a quiet base; collects stdout and stderr together. */
export function launch(args: string[], env: NodeJS.ProcessEnv) {
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', SEED_DEMO: 'true', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal, ms: Date.now() - started });
    }),
  );
  return { child, output: () => output, exited };
}

/** Starts the built server and resolves once it logs 'MedLink is ready' with its URL. */
export async function startBuilt(env: NodeJS.ProcessEnv, timeoutMs = 110_000): Promise<Running> {
  const running = launch(['--enable-source-maps', builtMain], env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${running.output()}`)),
      timeoutMs,
    );
    const check = () => {
      const match = running.output().match(/"url":"(http:\/\/[^"]+)","database"/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    running.child.stdout.on('data', check);
    running.child.stderr.on('data', check);
    void running.exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited early (${code}):\n${running.output()}`));
    });
  });
  return { ...running, url };
}

/** Stops every process a test left running (afterAll). */
export async function stopAll(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

export async function login(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login on ${base} failed: ${response.status}`);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

/** The booking every operations test sends (src/server/test/orders.ts). */
export { sampleOrder } from '../test/orders';

export async function post(base: string, token: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
