/**
 * The event bus over NATS (EVENT_BUS=nats://host:port, PostgreSQL only; decision 026). The
 * database handle is wrapped so that the rest of the server does not change: `listen` subscribes
 * to a NATS subject instead of LISTEN, publishes inside a transaction wait for its commit
 * (commit-outbox.ts), `status` adds the NATS connection to the health check, `close` drains it.
 *
 * Core NATS, no JetStream: at most once, like NOTIFY. Publishing never throws into a request: the
 * change has committed and was acknowledged; a lost event is logged, and sockets are told to
 * resync when the connection comes back.
 */
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Database } from '../db/client';
import type { Log } from '../db/postgres-listener';
import { StartupError, rootCause } from '../db/startup-error';
import { deferPublishesToCommit } from './commit-outbox';

/**
 * One subject per database, so deployments (and test runs) sharing a NATS server never hear each
 * other's events: `medlink.events.<host>_<port>_<database>`.
 */
export function subjectFor(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const token = `${url.hostname}_${url.port || '5432'}_${url.pathname.replace(/^\//, '')}`;
  return `medlink.events.${token.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

export function describeNats(busUrl: string): string {
  try {
    const url = new URL(busUrl);
    return `${url.hostname}:${url.port || '4222'}`;
  } catch {
    return busUrl;
  }
}

export interface NatsBusOptions {
  busUrl: string;
  databaseUrl: string;
  connectTimeoutMs: number;
  log: Log;
}

/** Connects (or fails start-up in one line) and answers the database handle that uses NATS. */
export async function withNatsBus(database: Database, options: NatsBusOptions): Promise<Database> {
  const { busUrl, log } = options;
  const where = describeNats(busUrl);
  let nc: NatsConnection;
  try {
    nc = await connect({
      servers: busUrl,
      name: `medlink-${process.pid}`,
      timeout: options.connectTimeoutMs,
      // Once up, never give up: events wait in the client's buffer while it reconnects.
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
    });
  } catch (error) {
    throw new StartupError(
      `Cannot reach NATS at ${where} (EVENT_BUS): ${rootCause(error)}. Start NATS, or unset EVENT_BUS to send live events through PostgreSQL NOTIFY.`,
      { cause: error },
    );
  }
  const subject = subjectFor(options.databaseUrl);
  let connected = true;
  let lastProblem: string | undefined;
  const resyncs = new Set<() => void>();

  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        connected = false;
        lastProblem = 'connection lost';
        log('warn', 'NATS connection lost; reconnecting', { server: where });
      } else if (status.type === 'reconnect') {
        connected = true;
        lastProblem = undefined;
        // Subscribers missed whatever was published while they were away: pages refetch.
        log('info', 'NATS connection back; clients told to resync', { server: where });
        for (const resync of resyncs) resync();
      } else if (status.type === 'error') {
        lastProblem = String(status.error);
      }
    }
  })();

  deferPublishesToCommit(database.db, (payloads) => {
    for (const payload of payloads) {
      try {
        nc.publish(subject, payload);
      } catch (error) {
        // The write is committed and answered; only its live frame is lost (pages resync later).
        log('warn', 'live event not published to NATS', { error: rootCause(error) });
      }
    }
  });
  log('info', 'live events go through NATS', { server: where, subject });

  return {
    ...database,
    async listen(_channel, onPayload, onResync) {
      const subscription = nc.subscribe(subject, {
        callback: (error, message) => {
          if (!error) onPayload(message.string());
        },
      });
      if (onResync) resyncs.add(onResync);
      // The subscription is registered on the server before the first publish can be awaited.
      await nc.flush();
      return async () => {
        if (onResync) resyncs.delete(onResync);
        subscription.unsubscribe();
      };
    },
    status() {
      const databaseStatus = database.status?.() ?? { ok: true };
      if (!databaseStatus.ok) return databaseStatus;
      if (connected && !nc.isClosed()) return { ok: true };
      return {
        ok: false,
        reason: `live updates reconnecting to NATS at ${where}: ${lastProblem ?? 'closed'}`,
      };
    },
    async close() {
      await nc.drain().catch(() => undefined);
      await database.close();
    },
  };
}
