/**
 * The query cache's provider, around each part of the app that reads through TanStack Query: every
 * lazy screen, the signed-in frame and the live socket. The sign-in page reads nothing through it,
 * so the cache (about 10 kB of script) is not part of that page's first load. One client for all.
 */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
