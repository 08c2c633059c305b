#!/usr/bin/env node
/**
 * `npm run dev`: one command, one address. The API runs from source with `node --watch` (restarts
 * on save) on DEV_API_PORT; the Vite dev server (hot reload) listens on PORT and forwards /api and
 * /ws to it (vite.config.ts). Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '5000';
const apiPort = process.env.DEV_API_PORT ?? String(Number(port) + 1);
const env = { ...process.env, DEV_API_PORT: apiPort };

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', port, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
];
console.log(`npm run dev: open http://localhost:${port} (API on ${apiPort}, restarted on save)`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3_000).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
