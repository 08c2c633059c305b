// @vitest-environment jsdom
/** The order detail is parsed at the boundary: an answer of the wrong shape is an error state, not a crash. */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@web/features/orders/order-fixture';
import { ResponseShapeError } from '@web/lib/api';
import { createQueryClient } from '@web/lib/query-client';
import { useOrderDetail } from './get-order';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useOrderDetail', () => {
  it('answers the parsed order with its messages', async () => {
    fetchMock.mockResolvedValue(json({ ...makeOrder({ id: 7 }), messages: [], extra: 'dropped' }));
    const { result } = renderHook(() => useOrderDetail(7), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/orders/7');
    expect(result.current.data).toMatchObject({ id: 7, messages: [] });
    expect(result.current.data).not.toHaveProperty('extra');
  });

  it('turns an answer of the wrong shape into an error state', async () => {
    fetchMock.mockResolvedValue(json({ id: 'seven' }));
    const { result } = renderHook(() => useOrderDetail(7), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ResponseShapeError);
    expect(result.current.error?.message).toBe('Unexpected answer from /api/orders/7');
  });
});
