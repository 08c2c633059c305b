/**
 * One publish function for every live event, backed by PostgreSQL LISTEN/NOTIFY (PGlite has it
 * too). NOTIFY is transactional: published inside the transaction that made the change, the event
 * is delivered only when that transaction commits, and never if it rolls back. Every server
 * process on the same database listens, so a socket on any process hears a change made on any
 * other (decision 006). With EVENT_BUS=nats://... the same calls go through NATS instead, held
 * until the transaction commits (commit-outbox.ts, decision 026).
 */
import { sql, type SQL } from 'drizzle-orm';
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

/**
 * The NOTIFY calls of these messages, for one select list: none when the handle holds them for
 * NATS (or sends them now, outside a transaction). Several events of one change go in one
 * statement: NOTIFYs of one transaction are delivered in the order they were sent, and a select
 * list is evaluated left to right.
 */
function notifyCalls(db: DbOrTx, messages: Envelope[]): SQL[] {
  return messages
    .map((message) => JSON.stringify(message))
    .filter((payload) => holdOrSend(db, payload) === 'database')
    .map((payload) => sql`pg_notify(${EVENTS_CHANNEL}, ${payload})`);
}

async function notify(db: DbOrTx, ...messages: Envelope[]): Promise<void> {
  const calls = notifyCalls(db, messages);
  if (calls.length === 0) return;
  await db.execute(sql`select ${sql.join(calls, sql`, `)}`);
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

/** Publish the events of one change in order, in one statement on NOTIFY (a status change's). */
export function publishEvents(
  db: DbOrTx,
  events: { audience: EventAudience; event: LiveEvent }[],
): Promise<void> {
  return notify(db, ...events.map(({ audience, event }) => ({ kind: 'event' as const, audience, event })));
}

/**
 * publishEvents for a statement the caller sends itself (db/writes-together.ts): the select list
 * of NOTIFY calls, or none when the events went to NATS's hold instead. Either way they go out on
 * the transaction's commit only.
 */
export function eventsAsNotifyCalls(
  db: DbOrTx,
  events: { audience: EventAudience; event: LiveEvent }[],
): SQL[] {
  return notifyCalls(
    db,
    events.map(({ audience, event }) => ({ kind: 'event' as const, audience, event })),
  );
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
