/** The socket's lifecycle with a fake WebSocket: backoff, ping, session end, close on sign-out. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  connectLiveSocket,
  liveSocketUrl,
  PING_INTERVAL_MS,
  SESSION_ENDED_CODE,
} from './live-socket';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.();
    this.onmessage?.({ data: JSON.stringify({ type: 'connected', userId: 2 }) });
  }
  serverCloses(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const latest = () => FakeSocket.all[FakeSocket.all.length - 1]!;

function connect(overrides: Partial<Parameters<typeof connectLiveSocket>[0]> = {}) {
  const onEvent = vi.fn();
  const onSessionEnded = vi.fn();
  const onReconnected = vi.fn();
  const handle = connectLiveSocket({
    url: 'ws://host/ws?userId=2',
    onEvent,
    onSessionEnded,
    onReconnected,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    random: () => 0.5,
    ...overrides,
  });
  return { handle, onEvent, onSessionEnded, onReconnected };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('backoffDelay', () => {
  it('starts at 1 s, doubles, stops at 30 s, and spreads by jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(backoffDelay(0, () => 0)).toBe(750);
    expect(backoffDelay(0, () => 1)).toBe(1250);
    expect(backoffDelay(8, () => 1)).toBe(30000);
  });
});

it('builds ws: or wss: from the page origin', () => {
  expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:5000' }, 2)).toBe(
    'ws://localhost:5000/ws?userId=2',
  );
  expect(liveSocketUrl({ protocol: 'https:', host: 'medlink.example' }, 9)).toBe(
    'wss://medlink.example/ws?userId=9',
  );
});

describe('connectLiveSocket', () => {
  it('passes valid events on and ignores the rest, in the order they came', async () => {
    const { onEvent, onReconnected } = connect();
    latest().serverOpens();
    const order = { id: 1, status: 'confirmed', clientId: 2, driverId: null };
    latest().onmessage?.({ data: JSON.stringify({ type: 'order_status_update', order }) });
    latest().onmessage?.({ data: JSON.stringify({ type: 'resync' }) });
    latest().onmessage?.({ data: JSON.stringify({ type: 'mystery' }) });
    latest().onmessage?.({ data: '{oops' });
    // The first event waits for the events schema's chunk, and the frames after it wait behind it.
    await vi.waitFor(() => expect(console.debug).toHaveBeenCalledTimes(2));
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent.mock.calls[0]?.[0]).toMatchObject({ type: 'order_status_update' });
    expect(onEvent.mock.invocationCallOrder[0]).toBeLessThan(onReconnected.mock.invocationCallOrder[0]!);
    // Once the schema is in, an event is passed on at once.
    latest().onmessage?.({ data: JSON.stringify({ type: 'order_status_update', order }) });
    expect(onEvent).toHaveBeenCalledTimes(2);
  });

  it('pings every 25 s while open', () => {
    connect();
    latest().serverOpens();
    vi.advanceTimersByTime(PING_INTERVAL_MS * 2);
    expect(latest().sent).toEqual(['{"type":"ping"}', '{"type":"ping"}']);
  });

  it('reconnects with growing delays, resets after a welcome, and refreshes after a reconnect', () => {
    const { onReconnected } = connect();
    latest().serverOpens();
    latest().serverCloses();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    latest().serverCloses(); // refused again: the next wait doubles
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    latest().serverOpens();
    expect(onReconnected).toHaveBeenCalledTimes(1);
    latest().serverCloses(); // after a good connection the backoff starts over at 1 s
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('refreshes when the server says resync (its database listener was away), without reconnecting', () => {
    const { onReconnected } = connect();
    latest().serverOpens();
    expect(onReconnected).not.toHaveBeenCalled();
    latest().onmessage?.({ data: JSON.stringify({ type: 'resync' }) });
    expect(onReconnected).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('says when it first hears, so reads answered before then can be caught up, and only once', () => {
    const onConnected = vi.fn();
    const { onReconnected } = connect({ onConnected });
    expect(onConnected).not.toHaveBeenCalled();
    latest().serverOpens();
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(onReconnected).not.toHaveBeenCalled();
    latest().serverCloses();
    vi.advanceTimersByTime(1000);
    latest().serverOpens();
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });

  it('stops for good when the server ends the session', () => {
    const { onSessionEnded } = connect();
    latest().serverOpens();
    latest().serverCloses(SESSION_ENDED_CODE);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('close() closes the socket and cancels a pending retry', () => {
    const { handle } = connect();
    latest().serverOpens();
    handle.close();
    expect(latest().closedWith).toBe(1000);
    const second = connect();
    latest().serverCloses();
    second.handle.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
