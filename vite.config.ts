import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { loginPage } from './src/web/build/login-page';
import { precompress } from './src/web/build/precompress';
import { pwaOptions } from './src/web/build/pwa';
import { spreadPreloads } from './src/web/build/spread-preloads';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// `npm run dev` (scripts/dev.mjs) runs the API on this port behind the Vite dev server.
const apiPort = process.env.DEV_API_PORT ?? '5001';

export default defineConfig({
  root: here('./src/web'),
  publicDir: here('./src/web/public'),
  plugins: [react(), tailwindcss(), loginPage(), VitePWA(pwaOptions), precompress(), spreadPreloads()],
  resolve: {
    alias: {
      '@domain': here('./src/domain'),
      '@web': here('./src/web'),
      // React's own hook instead of the shim's fallback for React 17, on every screen's first load.
      'use-sync-external-store/shim/index.js': here('./src/web/build/use-sync-external-store.ts'),
    },
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    // Never shipped (public maps would give away every comment). BUILD_SOURCEMAPS=true
    // writes hidden maps (no sourceMappingURL) for an error tracker; the server never serves *.map.
    sourcemap: process.env.BUILD_SOURCEMAPS === 'true' ? 'hidden' : false,
    // Which chunks each screen needs: bench/web-size.ts reads it to measure each route's first load.
    manifest: true,
    // Browsers without <link rel=modulepreload> (Safari before 17) fetch a chunk's imports once they
    // parse it instead; the polyfill would cost every browser half a kilobyte on the first load.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/ws': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  test: {
    root: here('.'),
    // Operations tests start built server processes: `npm run test:ops` (vitest.ops.config.ts).
    exclude: ['**/node_modules/**', 'src/**/*.ops.test.ts'],
    environment: 'node',
    // Generous: several test files build an app on a fresh database copy, and CI shares two cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/domain/**/*.test.ts'],
          // Each file builds its own app on its own database copy, so files share nothing but the
          // module cache: reusing each worker across files halves the run (most of a file's time
          // was importing the server again), and no server test replaces a module with vi.mock.
          isolate: false,
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        // Component tests replace modules with vi.mock, which must not leak into the next file.
        test: {
          name: 'web',
          include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'],
          setupFiles: ['src/web/test/wait-longer.ts'],
        },
      },
      {
        extends: true,
        // The benchmarks' own arithmetic (the benchmarks themselves run with `npm run bench`).
        test: { name: 'bench', include: ['bench/**/*.test.ts'] },
      },
    ],
  },
});
