/**
 * The one live-update socket of a signed-in tab. It reconnects with exponential backoff
 * and jitter (so a server restart is not met by every tab at the same instant), keeps the
 * connection alive with a ping, and stops for good when the server says the session ended (4401).
 */
import type { LiveEvent, LiveEventType } from '@domain/events';
import { readFrame, type ParsedFrame, type ReadFrame } from './live-events';

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** Below the server's 30 s heartbeat and common proxies' 60 s idle timeouts. */
export const PING_INTERVAL_MS = 25_000;
/** Close code the server uses when the socket's session was ended (logout, revoke, expiry). */
export const SESSION_ENDED_CODE = 4401;
// WebSocket.readyState values, spelled out so tests can pass a fake socket without the global.
const CONNECTING = 0;
const OPEN = 1;

/** 1 s, 2 s, 4 s ... up to 30 s, each scaled by a random 0.75-1.25 (capped at 30 s). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.min(RECONNECT_MAX_MS, Math.round(base * (0.75 + random() * 0.5)));
}

/** ws(s)://<this host>/ws?userId=N (the server trusts the cookie, not the id: contract). */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>, userId: number): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws?userId=${userId}`;
}

type CheckEvent = (data: unknown) => ParsedFrame;
let checkEvent: CheckEvent | undefined;
let checkLoading: Promise<CheckEvent> | undefined;

/**
 * The events schema, loaded with the first event frame rather than with the socket: the socket
 * opens with every signed-in screen, and zod's evaluation was a long task before it had painted.
 * A failed load (a dropped connection) is tried again with the next event frame.
 */
function loadCheckEvent(): Promise<CheckEvent> {
  checkLoading ??= import('./live-event-check').then(
    (module) => (checkEvent = module.checkEvent),
    (error: unknown) => {
      checkLoading = undefined;
      throw error;
    },
  );
  return checkLoading;
}

type Handler = (event: LiveEvent) => void;
const handlers = new Set<Handler>();

/** Components that react to a frame (a highlight, a sound) subscribe here; returns unsubscribe. */
export function subscribeLiveEvents(handler: Handler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export function subscribeLiveEvent<T extends LiveEventType>(
  type: T,
  handler: (event: Extract<LiveEvent, { type: T }>) => void,
): () => void {
  return subscribeLiveEvents((event) => {
    if (event.type === type) handler(event as Extract<LiveEvent, { type: T }>);
  });
}

/** Delivers to subscribers; one throwing subscriber must not starve the others. */
export function emitLiveEvent(event: LiveEvent): void {
  for (const handler of [...handlers]) {
    try {
      handler(event);
    } catch (error) {
      console.error('live event handler failed', error);
    }
  }
}

export interface LiveSocketOptions {
  url: string;
  onEvent: (event: LiveEvent) => void;
  /**
   * After a reconnect, or a `resync` frame (the server's own database listener was away): frames
   * may have been missed, so the page refreshes.
   */
  onReconnected?: () => void;
  /**
   * The first welcome: the socket hears every frame from now on, but reads answered before it may
   * already be behind one (the page loads its data and opens the socket side by side).
   */
  onConnected?: () => void;
  /** The server closed with 4401: the session is over, sign this tab out. */
  onSessionEnded: () => void;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

export interface LiveSocketHandle {
  close(): void;
}

export function connectLiveSocket(options: LiveSocketOptions): LiveSocketHandle {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let attempt = 0;
  let everConnected = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  // Frames waiting behind an event whose check is still loading, so every frame keeps its order.
  let waiting: Promise<void> | undefined;
  let waitingFrames = 0;

  function handle(frame: ParsedFrame): void {
    if (frame.kind === 'event') options.onEvent(frame.event);
    else if (frame.kind === 'control' && frame.frame.type === 'connected') {
      // Only a welcome frame proves the handshake passed the session check; then reset the backoff.
      attempt = 0;
      if (everConnected) options.onReconnected?.();
      else options.onConnected?.();
      everConnected = true;
    } else if (frame.kind === 'control' && frame.frame.type === 'resync') options.onReconnected?.();
    else if (frame.kind === 'ignored') console.debug('live socket: ignored frame:', frame.reason);
  }

  function receive(frame: ReadFrame): void {
    if (!waiting && frame.kind !== 'unchecked') return handle(frame);
    if (!waiting && frame.kind === 'unchecked' && checkEvent) return handle(checkEvent(frame.data));
    waitingFrames += 1;
    waiting = (waiting ?? Promise.resolve())
      .then(async () => {
        if (stopped) return;
        handle(frame.kind === 'unchecked' ? (await loadCheckEvent())(frame.data) : frame);
      })
      .catch(() => console.debug('live socket: frame dropped, the events schema did not load'))
      .finally(() => {
        waitingFrames -= 1;
        if (waitingFrames === 0) waiting = undefined;
      });
  }

  function open(): void {
    if (stopped) return;
    const ws = create(options.url);
    socket = ws;
    ws.onmessage = (message) => receive(readFrame(message.data));
    ws.onopen = () => {
      clearInterval(pingTimer);
      pingTimer = setInterval(() => {
        if (ws.readyState === OPEN) ws.send(JSON.stringify({ type: 'ping' }));
      }, PING_INTERVAL_MS);
    };
    ws.onclose = (event) => {
      clearInterval(pingTimer);
      if (socket !== ws || stopped) return;
      socket = null;
      if (event.code === SESSION_ENDED_CODE) {
        stopped = true;
        options.onSessionEnded();
        return;
      }
      retryTimer = setTimeout(open, backoffDelay(attempt, options.random));
      attempt += 1;
    };
    // An error is always followed by close, which schedules the retry; only note it.
    ws.onerror = () => console.debug('live socket: connection error');
  }

  open();

  return {
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const ws = socket;
      socket = null;
      if (ws && (ws.readyState === OPEN || ws.readyState === CONNECTING)) {
        ws.close(1000, 'Signed out');
      }
    },
  };
}
