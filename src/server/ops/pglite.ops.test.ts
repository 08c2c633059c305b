/**
 * Faults of the default (PGlite) deployment, caused for real against the built server: a second
 * server on one data directory, a lock left by a killed process, an impossible DATA_DIR, and
 * SIGTERM with a websocket open.
 */
import { once } from 'node:events';
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectLive } from '../realtime/test-client';
import { launch, login, startBuilt, stopAll, builtMain } from './processes';

const dirs: string[] = [];
async function freshDir() {
  const dir = await mkdtemp(join(tmpdir(), 'medlink-ops-'));
  dirs.push(dir);
  return dir;
}
const pglite = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: '' });
// One directory for the tests that start a server: a new one costs an initdb (20 s on CI).
let shared: Promise<string> | undefined;
const sharedDir = () => (shared ??= freshDir());

afterAll(async () => {
  await stopAll();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('one writer per PGlite data directory', () => {
  it('refuses a second server on the same directory, naming the pid, and leaves the first serving', async () => {
    const dataDir = await sharedDir();
    const first = await startBuilt(pglite(dataDir));
    const second = launch([builtMain], pglite(dataDir));
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output().split('\n')[0]).toContain(
      `DATA_DIR ${dataDir} is in use by process ${first.child.pid}`,
    );
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
  }, 150_000);

  it('takes over a lock left by a process that was killed', async () => {
    const dataDir = await sharedDir();
    const gone = launch(['-e', 'setTimeout(() => {}, 60000)'], {});
    gone.child.kill('SIGKILL');
    await gone.exited;
    await writeFile(join(dataDir, 'medlink.lock'), String(gone.child.pid));
    const server = await startBuilt(pglite(dataDir));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 150_000);
});

describe('start-up errors name their cause in the first line', () => {
  it('a DATA_DIR under /proc exits 1 at once, saying which setting to fix', async () => {
    const run = launch([builtMain], pglite('/proc/medlink-data'));
    const { code, ms } = await run.exited;
    expect(code).toBe(1);
    expect(ms).toBeLessThan(15_000);
    expect(run.output().trim().split('\n')[0]).toMatch(
      /^MedLink could not start: Cannot use DATA_DIR \/proc\/medlink-data/,
    );
  }, 30_000);

  it('an invalid setting exits 1 with one line naming it', async () => {
    const run = launch([builtMain], { PORT: 'eighty' });
    expect((await run.exited).code).toBe(1);
    expect(run.output().trim().split('\n')[0]).toMatch(/^MedLink could not start: Invalid environment: PORT/);
  }, 30_000);
});

describe('SIGTERM', () => {
  it('closes open websockets with 1001 and idle keep-alive connections cleanly, and exits 0 in time', async () => {
    const dataDir = await sharedDir();
    const server = await startBuilt({ ...pglite(dataDir), SHUTDOWN_TIMEOUT_MS: '10000' });
    const token = await login(server.url, 'client', 'client123');
    const socket = await connectLive(`${server.url.replace('http', 'ws')}/ws`, {
      authorization: `Bearer ${token}`,
    });
    // A keep-alive connection idle between requests: closed in order (FIN), not reset.
    const agent = new http.Agent({ keepAlive: true });
    const answer = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${server.url}/api/health`, { agent }, resolve),
    );
    answer.resume();
    await once(answer, 'end');
    const idle = Object.values(agent.freeSockets).flat()[0]!;
    const socketErrors: string[] = [];
    idle.on('error', (error: NodeJS.ErrnoException) => socketErrors.push(error.code ?? error.message));
    const idleClosed = once(idle, 'close');

    server.child.kill('SIGTERM');
    expect((await socket.closed).code).toBe(1001);
    await idleClosed;
    expect(socketErrors).toEqual([]);
    agent.destroy();
    const { code, ms } = await server.exited;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(60_000);
  }, 150_000);
});
