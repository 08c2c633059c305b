/**
 * Websocket limits: open sockets per session and per address, the largest
 * inbound frame, and inbound frames per socket per 10 seconds. 1,000 sockets on one session used
 * to be accepted; now the extras are closed at once with 1008 (policy violation) and a reason,
 * and so is a socket that floods frames. A frame over the size cap is closed by ws itself (1009).
 * Counts are per server process, like the sockets themselves.
 */
import type { WebSocket } from 'ws';

export interface SocketLimitSettings {
  perSession: number;
  perIp: number;
  maxPayloadBytes: number;
  framesPer10s: number;
}

/** The realtime plugin's option (sockets per session and address, frame size and rate). */
export interface SocketLimitOptions {
  socketLimits: SocketLimitSettings;
}

export const POLICY_VIOLATION = 1008;
const FRAME_WINDOW_MS = 10_000;

export class SocketLimits {
  private readonly bySession = new Map<number, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(readonly settings: SocketLimitSettings) {}

  /**
   * Counts an opened socket, or closes it with 1008 when its session or address already holds the
   * maximum. Answers whether it may stay. The count is given back when the socket closes.
   */
  admit(socket: WebSocket, sessionId: number, address: string): boolean {
    const reason =
      (this.bySession.get(sessionId) ?? 0) >= this.settings.perSession
        ? `Too many live connections for this session (at most ${this.settings.perSession})`
        : (this.byAddress.get(address) ?? 0) >= this.settings.perIp
          ? `Too many live connections from this address (at most ${this.settings.perIp})`
          : null;
    if (reason) {
      socket.close(POLICY_VIOLATION, reason);
      return false;
    }
    bump(this.bySession, sessionId, 1);
    bump(this.byAddress, address, 1);
    socket.once('close', () => {
      bump(this.bySession, sessionId, -1);
      bump(this.byAddress, address, -1);
    });
    this.limitFrames(socket);
    return true;
  }

  /** Inbound frames beyond the rate close the socket; the page reconnects and carries on. */
  private limitFrames(socket: WebSocket) {
    let windowStart = Date.now();
    let frames = 0;
    socket.on('message', () => {
      const now = Date.now();
      if (now - windowStart >= FRAME_WINDOW_MS) {
        windowStart = now;
        frames = 0;
      }
      if (++frames > this.settings.framesPer10s) {
        socket.close(POLICY_VIOLATION, 'Too many messages; slow down');
      }
    });
  }

  /** Live sockets counted for a session (tests and diagnostics). */
  countFor(sessionId: number): number {
    return this.bySession.get(sessionId) ?? 0;
  }
}

function bump<K>(map: Map<K, number>, key: K, by: number) {
  const next = (map.get(key) ?? 0) + by;
  if (next > 0) map.set(key, next);
  else map.delete(key);
}
