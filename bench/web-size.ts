/**
 * The JavaScript each screen needs before it can show anything, gzipped: the entry chunk with
 * everything it imports statically, plus the lazy chunks the screen waits for (its own, the query
 * cache's and, signed in, the app frame's) with their static imports.
 * Read from the Vite manifest of a fresh production build, so it is exact and the same on every
 * machine. Budgets (bench/README.md) are checked here: a screen over budget fails the run.
 *
 *   node --import tsx bench/web-size.ts        (builds into a temporary directory first)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable } from './table-support';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The signed-in frame, loaded beside every signed-in screen's own chunk (app/guards.tsx). */
const SHELL = 'app/layout/AppShell.tsx';

/** The query cache and its provider, loaded beside every screen but sign-in (app/routes.tsx). */
const QUERIES = 'lib/query-provider.tsx';

/** Route, the lazy modules it loads first (none: the entry alone), and its gzipped budget in kB. */
const ROUTES: [string, string[], number][] = [
  // React 19's DOM alone is about 66 kB of it; zod and the query cache load after the first paint.
  ['/login', [], 100],
  // The body (form, figures, cards) is requested once the heading has painted (decision 031),
  // but the screen is not usable without it: it counts.
  [
    '/dashboard',
    [
      QUERIES,
      SHELL,
      'features/client-dashboard/ClientDashboardPage.tsx',
      'features/client-dashboard/ClientDashboardBody.tsx',
    ],
    150,
  ],
  ['/orders', [QUERIES, SHELL, 'app/pages/OrderHistoryPage.tsx'], 180],
  ['/tracking', [QUERIES, SHELL, 'features/tracking/TrackingPage.tsx'], 215],
  ['/checkout', [QUERIES, SHELL, 'features/checkout/CheckoutPage.tsx'], 178],
  ['/driver-dashboard', [QUERIES, SHELL, 'features/driver/GatedDriverDashboard.tsx'], 222],
  ['/admin-dashboard', [QUERIES, SHELL, 'features/admin/AdminDashboardPage.tsx'], 210],
  ['/t/:token (public tracking)', [QUERIES, 'features/public-tracking/PublicTrackingPage.tsx'], 148],
];

/** A chunk and every chunk it imports statically (what the browser must fetch before running it). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const outDir = mkdtempSync(join(tmpdir(), 'medlink-web-size-'));
try {
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const gzipped = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  const kB = (bytes: number) => (bytes / 1024).toFixed(1);

  let over = 0;
  const rows = ROUTES.map(([route, lazyModules, budget]) => {
    const files = staticClosure(manifest, entryKey);
    for (const module of lazyModules) staticClosure(manifest, module, files);
    const bytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
    const ok = bytes <= budget * 1024;
    if (!ok) over++;
    return [route, String(files.size), kB(bytes), String(budget), ok ? 'ok' : 'OVER'];
  });
  const allJs = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file, i, all) => file.endsWith('.js') && all.indexOf(file) === i);
  const total = allJs.reduce((sum, file) => sum + gzipped(file), 0);

  console.log('\nInitial JavaScript per screen (gzip level 9; the server sends brotli, smaller still)\n');
  printTable(['route', 'chunks', 'kB gz', 'budget kB', ''], rows);
  console.log(`\nthe whole app: ${allJs.length} chunks, ${kB(total)} kB gz; a screen loads only its share`);
  if (over) {
    console.error(`\n${over} screen(s) over budget`);
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
