/**
 * Builds (npm run build) only when the build is missing or older than the sources. An image or a
 * `npm ci --omit=dev` install ships dist/ without src/: nothing to compare, nothing to build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = [
  'dist/server/main.js',
  'dist/server/migrate.js',
  'dist/server/backup.js',
  'dist/server/data-key-rotate.js',
  'dist/web/index.html',
].map((p) => root + p);
const sources = ['src', 'vite.config.ts', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs'];

/** Newest modification time under `path` (a file or a folder), 0 when absent. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(`${path}/${entry}`));
  return latest;
}

/** Why a build is needed, or undefined when the build is current. */
export function buildReason() {
  if (outputs.some((p) => !existsSync(p))) return 'no build yet';
  if (!existsSync(`${root}src`)) return undefined;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const changed = Math.max(...sources.map((p) => newest(root + p)));
  return changed > built ? 'sources changed since the last build' : undefined;
}

export function buildIfNeeded(who) {
  // CI builds once and runs two suites on that build side by side: neither may rebuild under the other.
  if (process.env.SKIP_BUILD === '1') return;
  const reason = buildReason();
  if (!reason) return;
  console.log(`${who}: building (${reason})`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${who}: the build failed; see above`);
    process.exit(result.status ?? 1);
  }
}

// `node scripts/build-if-needed.mjs` (test:ops): the same check as a command.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildIfNeeded('build-if-needed');
