/**
 * The real start path: `startServer` as `npm start` runs it, and `main.ts` as a process that
 * stops cleanly on SIGTERM. Runs on PGlite in a temporary directory (the default storage).
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startTestSmtp } from './modules/notifications/test-smtp';
import { startServer } from './server';
import { signUpOverHttp } from './test/sign-up-over-http';

const quiet = { LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: '' };

describe('startServer', () => {
  it('migrates and seeds a new data directory, serves, and keeps data across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'medlink-start-'));
    try {
      const smtp = await startTestSmtp();
      const first = await startServer({ ...quiet, DATA_DIR: dataDir, SEED_DEMO: 'true', SMTP_URL: smtp.url });
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      const register = await signUpOverHttp(first.url, smtp, {
        username: 'persisted',
        email: 'p@example.com',
        password: 'Keep-me-1',
        firstName: 'P',
        lastName: 'Q',
      });
      expect(register.status).toBe(201);
      await first.close();
      await smtp.close();

      const second = await startServer({ ...quiet, DATA_DIR: dataDir, SEED_DEMO: 'true' });
      try {
        for (const [username, password] of [
          ['persisted', 'Keep-me-1'],
          ['admin', 'admin123'],
        ]) {
          const login = await fetch(`${second.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password }),
          });
          expect(login.status, username).toBe(200);
        }
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses to start with an invalid environment, naming the variable', async () => {
    await expect(startServer({ ...quiet, PORT: 'eighty' })).rejects.toThrow(/PORT/);
  });

  it('refuses a start-up limit that would end before the database retries do', async () => {
    await expect(
      startServer({
        ...quiet,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
        DB_STARTUP_TIMEOUT_MS: '60000',
        STARTUP_TIMEOUT_MS: '60000',
      }),
    ).rejects.toThrow(/STARTUP_TIMEOUT_MS: must be more than DB_STARTUP_TIMEOUT_MS \(60000\)/);
  });
});

describe('main.ts', () => {
  /** main.ts in a child process; whatever happens in the test, the child does not outlive it. */
  async function withMain(
    env: Record<string, string>,
    use: (child: ChildProcessByStdio<null, Readable, Readable>) => Promise<void>,
  ) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: 'memory',
        SEED_DEMO: 'false',
        PORT: '0',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await use(child);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }

  it('stops with exit code 0 on SIGTERM after serving', async () => {
    await withMain({}, async (child) => {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = output.match(/"url":"(http:\/\/[^"]+)"/);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', () => reject(new Error(`server exited early:\n${output}`)));
      });
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('shutting down');
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    });
  }, 60_000);

  it('stops with exit code 1 and one line naming the step when start-up does not finish in time', async () => {
    await withMain({ STARTUP_TIMEOUT_MS: '1' }, async (child) => {
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
      expect(code).toBe(1);
      expect(stderr).toMatch(
        /^MedLink could not start: start-up did not finish within STARTUP_TIMEOUT_MS=1; it was still \w/m,
      );
    });
  }, 60_000);
});
