/**
 * The sockets this process holds, and delivery of each event to those entitled to it
 * (`mayReceive` in src/domain/events.ts is the one rule). A frame is serialised once per event.
 */
import type { WebSocket } from 'ws';
import { mayReceive } from '@domain/events';
import type { Recipient } from '@domain/events';
import type { Envelope } from './event-bus';

/** A socket that has not drained this much is too slow to keep up; it is closed, not queued forever. */
const MAX_BUFFERED_BYTES = 1_048_576;

export interface Connection {
  socket: WebSocket;
  recipient: Recipient;
  sessionId: number;
}

export class Hub {
  private readonly connections = new Set<Connection>();

  add(connection: Connection): void {
    this.connections.add(connection);
  }

  remove(connection: Connection): void {
    this.connections.delete(connection);
  }

  get size(): number {
    return this.connections.size;
  }

  sessionIds(): number[] {
    return [...new Set([...this.connections].map((c) => c.sessionId))];
  }

  /** Closes every socket of these sessions (code 4401: the page knows to sign in again). */
  closeSessions(sessionIds: Iterable<number>): void {
    const ended = new Set(sessionIds);
    for (const connection of this.connections) {
      if (ended.has(connection.sessionId)) {
        connection.socket.close(4401, 'Session ended');
        this.connections.delete(connection);
      }
    }
  }

  deliver(message: Envelope): number {
    if (message.kind === 'session_ended') {
      this.closeSessions(message.sessionIds);
      return 0;
    }
    const { audience, event } = message;
    let frame: string | undefined;
    let sent = 0;
    for (const connection of this.connections) {
      if (!mayReceive(connection.recipient, audience, event.type)) continue;
      const { socket } = connection;
      if (socket.readyState !== socket.OPEN) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        socket.terminate();
        this.connections.delete(connection);
        continue;
      }
      frame ??= JSON.stringify(event);
      socket.send(frame);
      sent++;
    }
    return sent;
  }

  closeAll(): void {
    for (const connection of this.connections) connection.socket.close(1001, 'Server shutting down');
    this.connections.clear();
  }
}
