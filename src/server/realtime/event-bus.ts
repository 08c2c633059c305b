/**
 * One publish function for every live event, backed by PostgreSQL LISTEN/NOTIFY (PGlite has it
 * too). NOTIFY is transactional: published inside the transaction that made the change, the event
 * is delivered only when that transaction commits, and never if it rolls back. Every server
 * process on the same database listens, so a socket on any process hears a change made on any
 * other (decision 006). With EVENT_BUS=nats://... the same calls go through NATS instead, held
 * until the transaction commits (commit-outbox.ts, decision 026).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { liveEvent } from '@domain/events';
import type { EventAudience, LiveEvent } from '@domain/events';
import type { Database, DbOrTx } from '../db/client';
import { defersPublishes, holdOrSend } from './commit-outbox';

export const EVENTS_CHANNEL = 'medlink_events';

const envelope = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    audience: z.object({
      clientId: z.number(),
      driverId: z.number().nullable(),
      openJob: z.boolean(),
      positionShared: z.boolean().optional(),
    }),
    event: liveEvent,
  }),
  /** A session was ended (logout, revoke, password change): every process closes its sockets. */
  z.object({ kind: z.literal('session_ended'), sessionIds: z.array(z.number()) }),
]);
export type Envelope = z.infer<typeof envelope>;

async function notify(db: DbOrTx, message: Envelope): Promise<void> {
  const payload = JSON.stringify(message);
  // A handle on NATS holds it for the commit (or sends it now outside a transaction).
  if (holdOrSend(db, payload) !== 'database') return;
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
}

/**
 * Whether a publish on `db` is a NOTIFY statement, which a statement of the change may then carry
 * itself (the position post does: one statement, decision 028).
 */
export const publishesInDatabase = (db: DbOrTx): boolean => !defersPublishes(db);

/** Publish a live event; pass the transaction of the change so it goes out on commit only. */
export function publishEvent(db: DbOrTx, audience: EventAudience, event: LiveEvent): Promise<void> {
  return notify(db, { kind: 'event', audience, event });
}

export function publishSessionsEnded(db: DbOrTx, sessionIds: number[]): Promise<void> {
  if (sessionIds.length === 0) return Promise.resolve();
  return notify(db, { kind: 'session_ended', sessionIds });
}

/** Listen for envelopes from every process; a payload that does not parse is dropped, not thrown. */
export async function subscribe(
  database: Database,
  onEnvelope: (message: Envelope) => void,
  onBadPayload: (payload: string) => void = () => undefined,
  onResync?: () => void,
): Promise<() => Promise<void>> {
  return database.listen(
    EVENTS_CHANNEL,
    (payload) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload);
      } catch {
        return onBadPayload(payload);
      }
      const result = envelope.safeParse(parsed);
      if (result.success) onEnvelope(result.data);
      else onBadPayload(payload);
    },
    onResync,
  );
}

export type { EventAudience, LiveEvent };
