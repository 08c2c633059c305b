import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveRefresher } from './live-refresh';
import { createQueryClient } from './query-client';

let reads: string[];
let client: ReturnType<typeof createQueryClient>;
let refresher: LiveRefresher;

beforeEach(() => {
  vi.useFakeTimers();
  reads = [];
  client = createQueryClient();
  client.setDefaultOptions({
    queries: {
      staleTime: Infinity,
      queryFn: ({ queryKey }) => {
        reads.push(String(queryKey[0]));
        return reads.length;
      },
    },
  });
  refresher = new LiveRefresher(client);
});

afterEach(() => vi.useRealTimers());

/** A query shown on screen: fetched once, then watched. */
async function shown(path: string) {
  const observer = new QueryObserver(client, { queryKey: [path] });
  const stop = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(client.getQueryData([path])).toBeDefined());
  reads = [];
  return stop;
}

const frame = (path: string, windowMs?: number) => refresher.refresh((q) => q.queryKey[0] === path, windowMs);

describe('LiveRefresher', () => {
  it('refetches at once after a quiet spell, then once more at the end of the window', async () => {
    await shown('/api/orders?status=all');
    frame('/api/orders?status=all');
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toEqual(['/api/orders?status=all']);
    for (let i = 0; i < 20; i++) {
      await vi.advanceTimersByTimeAsync(50);
      frame('/api/orders?status=all');
    }
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reads).toHaveLength(2);
    // Nothing more without a frame.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads).toHaveLength(2);
  });

  it('keeps a window per query and takes the window it is given', async () => {
    await shown('/api/admin/stats');
    await shown('/api/drivers');
    reads = [];
    frame('/api/admin/stats', 10_000);
    frame('/api/drivers');
    await vi.advanceTimersByTimeAsync(0);
    frame('/api/admin/stats', 10_000);
    frame('/api/drivers');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reads.sort()).toEqual(['/api/admin/stats', '/api/drivers', '/api/drivers']);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(reads.filter((r) => r === '/api/admin/stats')).toHaveLength(2);
  });

  it('only marks a query nobody shows, which is read again when shown', async () => {
    const stop = await shown('/api/admin/dispatch-map');
    stop();
    frame('/api/admin/dispatch-map');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reads).toEqual([]);
    expect(client.getQueryState(['/api/admin/dispatch-map'])?.isInvalidated).toBe(true);
  });

  it('still runs a due refetch after the screen is gone, marking the query for its next screen', async () => {
    const stop = await shown('/api/orders?status=all');
    frame('/api/orders?status=all');
    frame('/api/orders?status=all');
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reads).toHaveLength(1);
    expect(client.getQueryState(['/api/orders?status=all'])?.isInvalidated).toBe(true);
  });

  it('drops what is due on clear', async () => {
    await shown('/api/drivers');
    frame('/api/drivers');
    frame('/api/drivers');
    refresher.clear();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reads).toHaveLength(1);
  });
});
