/**
 * A browser-test server of a spec's own: the same serve.ts the suite's server runs, on free ports,
 * with settings the shared server must not take (a clock set to another hour would move every
 * other spec's deadlines, countdowns and codes). A child process, not startServer in the test's
 * worker as the Stripe specs do: a clock is the whole process's, and the runner's must stay true.
 * On DATABASE_URL it makes and drops its own database, as the shared one does. Stopped with
 * SIGTERM so it closes and drops that database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { addMailbox } from './mailbox';

const serve = fileURLToPath(new URL('./serve.ts', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

export async function startOwnServer(env: Record<string, string>, timeoutMs = 120_000): Promise<OwnServer> {
  const port = await freePort();
  const mailboxPort = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serve], {
    env: { ...process.env, ...env, E2E_PORT: String(port), E2E_MAILBOX_PORT: String(mailboxPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`own server exited ${child.exitCode}: ${output.trim()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`own server not up in ${timeoutMs} ms: ${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Sign-up links this server sends are found where the suite's helpers look for them.
  const removeMailbox = addMailbox(mailboxPort);
  return {
    url,
    async stop() {
      removeMailbox();
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
