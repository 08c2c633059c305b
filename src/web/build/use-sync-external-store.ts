/**
 * wouter imports useSyncExternalStore from the use-sync-external-store shim, which on React 18 and
 * later hands back React's own hook but still ships its fallback for older React: React 19 is
 * certain here, so vite.config.ts points that import at React's hook directly.
 */
export { useSyncExternalStore } from 'react';
