/**
 * The installable app (decision 015). Couriers lose signal for an hour in West Texas
 * and in hospital basements, so the driver screen must open with no network after one visit:
 * Workbox precaches the built app (every screen's code, so the lazy driver chunks are there too),
 * and keeps the last answer of the few reads the driver screen needs, network first. Everything
 * else about the API stays live: a stale answer is only ever shown when there is no network at all.
 *
 * The cached reads hold the signed-in driver's jobs: lib/offline-cache.ts deletes them whenever
 * the signed-in user changes (sign-out, another sign-in), so no one sees another person's data.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

import { OFFLINE_API_CACHE } from '../lib/offline-cache';

/**
 * The reads a driver's screen makes for its jobs, stats and a job's chat. A RegExp (not a
 * function): Workbox copies it into the service worker as it is.
 */
const DRIVER_READS =
  /\/api\/(orders\/driver\/\d+\/active|driver\/stats\/\d+|orders\/\d+(\/messages|\/tracking|\/custody)?|orders\/available|public-config)(\?.*)?$/;

export const pwaOptions: Partial<VitePWAOptions> = {
  // Registered by src/web/app/register-service-worker.ts: the CSP allows no inline script.
  injectRegister: null,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    name: 'MedLink Courier',
    short_name: 'MedLink',
    description: 'Medical and financial courier service in Texas and neighbouring states.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: '#0f766e',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
    // The county basemap and the scanner are large, and a driver needs them offline too.
    maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/ws/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: DRIVER_READS,
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: OFFLINE_API_CACHE,
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 80, maxAgeSeconds: 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
