#!/usr/bin/env node
/**
 * Compiles the server to JavaScript: src/server/main.ts -> dist/server/main.js (and the migration
 * command, db/migrate-cli.ts -> dist/server/migrate.js, and the backup command, backup/cli.ts ->
 * dist/server/backup.js, and the data key's rotation, encryption/rotate-cli.ts ->
 * dist/server/data-key-rotate.js), ES modules with
 * every package left external (node_modules provides them at run time), so production runs on
 * plain `node` without tsx. Migrations are copied beside the bundle, where db/migrate.ts looks
 * for them relative to its own file. The source map stays on disk for stack traces
 * (--enable-source-maps) and is never served: dist/server is not a web root.
 */
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}dist/server`;

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: {
    main: `${root}src/server/main.ts`,
    migrate: `${root}src/server/db/migrate-cli.ts`,
    backup: `${root}src/server/backup/cli.ts`,
    'data-key-rotate': `${root}src/server/encryption/rotate-cli.ts`,
    // The day planner's thread (decision 041): planner-pool.ts starts it from beside main.js.
    'planner-worker': `${root}src/server/modules/dispatch-plan/planner-worker.ts`,
  },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  tsconfig: `${root}tsconfig.json`,
  logLevel: 'warning',
});
cpSync(`${root}src/server/db/migrations`, `${out}/migrations`, { recursive: true });
console.log('built dist/server/main.js, migrate.js, backup.js, data-key-rotate.js and planner-worker.js');
