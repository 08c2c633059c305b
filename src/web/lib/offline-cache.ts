/**
 * The service worker keeps the driver screen's last answers for offline use (build/pwa.ts). They
 * belong to whoever was signed in: when the signed-in user changes, they are deleted, so the next
 * person on the phone never sees them.
 */
export const OFFLINE_API_CACHE = 'medlink-offline-api';

export function clearOfflineCache(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(OFFLINE_API_CACHE).catch(() => undefined);
}
