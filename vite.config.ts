import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './src/web/build/precompress';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./src/web'),
  publicDir: here('./src/web/public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@domain': here('./src/domain'), '@web': here('./src/web') },
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // Which chunks each screen needs: bench/web-size.ts reads it to measure each route's first load.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:5000', '/ws': { target: 'ws://127.0.0.1:5000', ws: true } },
  },
  test: {
    root: here('.'),
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Generous: several test files build an app on a fresh database copy, and CI shares two cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['src/server/test/global-setup.ts'],
  },
});
