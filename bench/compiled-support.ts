/**
 * How the benchmarks that measure a server's memory run it: compiled by esbuild, as production runs
 * `node dist/server/main.js` (under tsx the same process holds about 200 MB more, the loader's
 * transforms, which would blur the figure), with the fleet's V8 flags and production's allocator
 * settings. Shared by the fleet simulation and bench/_mix-memory.ts so the two stay comparable.
 */
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles `entry` (a bench file that runs itself when given an argument) into dist/<folder>/<file>
 * (not committed), with the migrations beside it; answers the bundle's path.
 */
export async function compileBench(entry: string, folder: string, file: string): Promise<string> {
  const { build } = await import('esbuild');
  const { cpSync } = await import('node:fs');
  const outfile = `${root}dist/${folder}/${file}`;
  await build({
    entryPoints: [fileURLToPath(entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    tsconfig: `${root}tsconfig.json`,
    logLevel: 'warning',
  });
  cpSync(`${root}src/server/db/migrations`, `${root}dist/${folder}/migrations`, { recursive: true });
  return outfile;
}

/**
 * V8 flags of the measured server: production's (the Dockerfile, compose, `npm start`). The first
 * caps the young generation: on this 24 GB machine V8 reserves 128 MB for it, which idle PostgreSQL
 * servers touch (298 MB RSS idle; 149 MB with the cap, decision 030). The second collects before
 * garbage grows the heap to 2-3 times what is live (decision 039). --expose-gc lets PGlite's start
 * free initdb's memory (decision 032). FLEET_NODE_FLAGS= (empty) runs with V8's defaults.
 */
export const SERVER_NODE_FLAGS = (
  process.env.FLEET_NODE_FLAGS ?? '--max-semi-space-size=8 --heap-growing-percent=30 --expose-gc'
)
  .split(' ')
  .filter(Boolean);

/**
 * glibc's allocator settings of production (the Dockerfile, `npm start`; decision 032): freed
 * blocks of 128 kB and more go back to the system instead of staying in the process.
 * FLEET_MALLOC=default runs with glibc's own.
 */
export const SERVER_MALLOC_ENV: Record<string, string> =
  process.env.FLEET_MALLOC === 'default'
    ? {}
    : { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };
