/**
 * GET /ws: the live-update socket. The session (cookie or Bearer) is checked at the handshake by
 * the authenticate hook, like any API call; the spec's `?userId=` may be present but is never
 * read. Frames from the client are validated: `ping`, and the types modules register through
 * `app.socketFrames` (a driver's positions); anything else is ignored and never affects others.
 */
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { and, gt, inArray, isNull } from 'drizzle-orm';
import { clientFrame } from '@domain/events';
import type { SessionUser } from '@domain/auth';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/index';
import { currentAuth } from '../plugins/authenticate';
import type { SessionPolicy } from '../modules/sessions/sessions';
import { subscribe } from './event-bus';
import { Hub } from './hub';
import { SocketLimits, type SocketLimitOptions } from './socket-limits';

/** Who sent a frame (the socket's session, vetting kept current by the hub) and how to answer. */
export interface SocketFrameContext {
  viewer(): SessionUser;
  send(frame: object): void;
}
export type SocketFrameHandler = (frame: Record<string, unknown>, context: SocketFrameContext) => void;

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: Hub;
    /** Frames a client may send beside `ping`, by their `type`; a module registers its own. */
    socketFrames: { on(type: string, handler: SocketFrameHandler): void };
  }
}

const HEARTBEAT_MS = 30_000;
/** How often sockets of sessions that expired or went idle are closed. */
const SESSION_SWEEP_MS = 60_000;

export const realtimePlugin = fp<{ database: Database; policy: SessionPolicy } & SocketLimitOptions>(
  async (app, { database, policy, socketLimits }) => {
    const hub = new Hub();
    app.decorate('liveHub', hub);
    const frameHandlers = new Map<string, SocketFrameHandler>();
    app.decorate('socketFrames', {
      on(type: string, handler: SocketFrameHandler) {
        frameHandlers.set(type, handler);
      },
    });
    const limits = new SocketLimits(socketLimits);
    await app.register(websocket, {
      options: { maxPayload: socketLimits.maxPayloadBytes },
      // The plugin's default closes sockets without a code (1005): a browser could not tell a
      // deploy from a fault. 1001 "going away" says: reconnect, to this or another replica.
      preClose(done) {
        for (const socket of app.websocketServer.clients) socket.close(1001, 'Server shutting down');
        done();
      },
    });

    const stop = await subscribe(
      database,
      (message) => hub.deliver(message),
      (payload) => app.log.warn({ payload: payload.slice(0, 200) }, 'dropped a malformed event'),
      // The LISTEN connection was lost and is back: events in between are gone, so every socket
      // is told to refetch what it shows.
      () => {
        for (const socket of app.websocketServer.clients) socket.send(JSON.stringify({ type: 'resync' }));
      },
    );

    const alive = new WeakSet<object>();
    const heartbeat = setInterval(() => {
      for (const socket of app.websocketServer.clients) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }, HEARTBEAT_MS);
    const sweep = setInterval(() => {
      void sweepEndedSessions().catch((error: unknown) =>
        app.log.warn({ err: error }, 'session sweep failed'),
      );
    }, SESSION_SWEEP_MS);
    heartbeat.unref();
    sweep.unref();

    async function sweepEndedSessions() {
      const held = hub.sessionIds();
      if (held.length === 0) return;
      const now = new Date();
      const live = await database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            inArray(sessions.id, held),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMinutes * 60_000)),
          ),
        );
      const liveIds = new Set(live.map((r) => r.id));
      hub.closeSessions(held.filter((id) => !liveIds.has(id)));
    }

    // A refused handshake (401, 403) is answered on the raw socket, which nobody would close
    // afterwards: it would linger and hold up shutdown.
    app.addHook('onResponse', async (request, reply) => {
      if (request.headers.upgrade?.toLowerCase() === 'websocket' && reply.statusCode >= 400) {
        request.raw.socket?.destroy();
      }
    });

    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      clearInterval(sweep);
      hub.closeAll();
      await stop();
    });

    app.get(
      '/ws',
      { websocket: true, config: { permission: 'subscribe:live-updates:own' }, schema: { hide: true } },
      (socket, request) => {
        const auth = currentAuth(request);
        if (!limits.admit(socket, auth.sessionId, request.ip)) return;
        const connection = {
          socket,
          tcp: request.raw.socket,
          sessionId: auth.sessionId,
          recipient: {
            userId: auth.user.id,
            role: auth.user.role,
            driverId: auth.user.driverId,
            driverApproval: auth.user.driverApproval,
          },
        };
        // One per socket, so a handler may keep state per socket (WeakMap) across its frames.
        const frameContext: SocketFrameContext = {
          // The hub updates a connection's vetting when dispatch approves or rejects the driver.
          viewer: () => ({ ...auth.user, driverApproval: connection.recipient.driverApproval }),
          send: (frame) => hub.reply(connection, JSON.stringify(frame)),
        };
        hub.add(connection);
        alive.add(socket);
        socket.on('pong', () => alive.add(socket));
        socket.on('message', (data, isBinary) => {
          alive.add(socket);
          if (isBinary) return;
          let parsed: unknown;
          try {
            parsed = JSON.parse(data.toString());
          } catch {
            return;
          }
          if (clientFrame.safeParse(parsed).success) {
            hub.reply(connection, JSON.stringify({ type: 'pong' }));
            return;
          }
          const type = (parsed as { type?: unknown } | null)?.type;
          const handler = typeof type === 'string' ? frameHandlers.get(type) : undefined;
          handler?.(parsed as Record<string, unknown>, frameContext);
        });
        socket.on('error', () => hub.remove(connection));
        socket.on('close', () => hub.remove(connection));
        socket.send(JSON.stringify({ type: 'connected', userId: auth.user.id }));
      },
    );
  },
);
