/**
 * Installs the service worker that lets the driver screen open offline (src/web/build/pwa.ts).
 * Production builds only: the dev server serves no worker, and a stale one would hide changes.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): the app still works, just not offline.
    });
  });
}
