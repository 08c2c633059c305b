/**
 * The sockets this process holds, and delivery of each event to those entitled to it
 * (`mayReceive` in src/domain/events.ts is the one rule). A frame is serialised once per event.
 * The sockets are also kept by who holds them (admins, each client, each driver), so an event
 * looks only at the sockets that could receive it instead of every socket of the process (a
 * fleet's position frame reaches a handful of its thousands); `mayReceive` still decides each one.
 */
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { mayReceive } from '@domain/events';
import type { Recipient } from '@domain/events';
import type { Envelope } from './event-bus';
import { WriteWindow } from './write-window';
import { isClient, isDispatch } from '@domain/capabilities';

/** A socket that has not drained this much is too slow to keep up; it is closed, not queued forever. */
const MAX_BUFFERED_BYTES = 1_048_576;
/** How long a socket's frames may wait to leave together (write-window.ts). */
const FRAME_WINDOW_MS = 20;

export interface Connection {
  socket: WebSocket;
  /** The TCP connection under the websocket, when known: its writes are gathered (write-window.ts). */
  tcp?: Socket | undefined;
  recipient: Recipient;
  sessionId: number;
}

const addTo = <K>(index: Map<K, Set<Connection>>, key: K, connection: Connection) => {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(connection);
};

const removeFrom = <K>(index: Map<K, Set<Connection>>, key: K, connection: Connection) => {
  const set = index.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) index.delete(key);
};

export class Hub {
  private readonly connections = new Set<Connection>();
  private readonly admins = new Set<Connection>();
  /** Every driver's socket: open-job news goes to them all. */
  private readonly drivers = new Set<Connection>();
  private readonly byClient = new Map<number, Set<Connection>>();
  private readonly byDriver = new Map<number, Set<Connection>>();
  private readonly writes: WriteWindow;

  constructor(frameWindowMs = FRAME_WINDOW_MS) {
    this.writes = new WriteWindow(frameWindowMs);
  }

  add(connection: Connection): void {
    this.connections.add(connection);
    const { role, userId, driverId } = connection.recipient;
    if (isDispatch(role)) this.admins.add(connection);
    else if (isClient(role)) addTo(this.byClient, userId, connection);
    else {
      this.drivers.add(connection);
      if (driverId !== undefined) addTo(this.byDriver, driverId, connection);
    }
  }

  remove(connection: Connection): void {
    this.connections.delete(connection);
    const { role, userId, driverId } = connection.recipient;
    if (isDispatch(role)) this.admins.delete(connection);
    else if (isClient(role)) removeFrom(this.byClient, userId, connection);
    else {
      this.drivers.delete(connection);
      if (driverId !== undefined) removeFrom(this.byDriver, driverId, connection);
    }
  }

  /**
   * The sockets that may be entitled to an event with this audience: admins, the order's client,
   * and its driver (every driver for an open job). A superset of what `mayReceive` lets through.
   */
  private *candidates(message: Extract<Envelope, { kind: 'event' }>): Iterable<Connection> {
    const { clientId, driverId, openJob } = message.audience;
    yield* this.admins;
    yield* this.byClient.get(clientId) ?? [];
    if (openJob) yield* this.drivers;
    else if (driverId !== null) yield* this.byDriver.get(driverId) ?? [];
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
        this.remove(connection);
      }
    }
  }

  deliver(message: Envelope): number {
    if (message.kind === 'session_ended') {
      this.closeSessions(message.sessionIds);
      return 0;
    }
    const { audience, event } = message;
    // A driver approved or rejected now: its sockets open on any process hear open jobs from now
    // on, or no longer (the session reads the vetting per request; a socket is one long request).
    if (
      event.type === 'driver_roster_update' &&
      (event.reason === 'approved' || event.reason === 'rejected')
    ) {
      for (const connection of this.byDriver.get(event.driverId) ?? []) {
        connection.recipient = { ...connection.recipient, driverApproval: event.reason };
      }
    }
    // Encoded once: every recipient is sent the same bytes (as a text frame).
    let frame: Buffer | undefined;
    let sent = 0;
    for (const connection of this.candidates(message)) {
      if (!mayReceive(connection.recipient, audience, event.type)) continue;
      const { socket } = connection;
      if (socket.readyState !== socket.OPEN) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        socket.terminate();
        this.remove(connection);
        continue;
      }
      frame ??= Buffer.from(JSON.stringify(event));
      this.writes.hold(connection.tcp);
      socket.send(frame, { binary: false });
      sent++;
    }
    return sent;
  }

  /** Sends a reply on this connection now, with the frames its window held before it. */
  reply(connection: Pick<Connection, 'socket' | 'tcp'>, frame: string): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    socket.send(frame);
    this.writes.release(connection.tcp);
  }

  closeAll(): void {
    this.writes.flush();
    for (const connection of this.connections) connection.socket.close(1001, 'Server shutting down');
    this.connections.clear();
    this.admins.clear();
    this.drivers.clear();
    this.byClient.clear();
    this.byDriver.clear();
  }
}
