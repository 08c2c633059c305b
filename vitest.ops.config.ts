/**
 * `npm run test:ops`: the operations tests (src/**\/*.ops.test.ts). They start the built server as
 * separate processes and cause faults to it (they need `npm run build` first, which test:ops does
 * when the build is stale), one file at a time so timings stay meaningful on two cores.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: { alias: { '@domain': here('./src/domain'), '@web': here('./src/web') } },
  test: {
    root: here('.'),
    include: ['src/**/*.ops.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 120_000,
  },
});
