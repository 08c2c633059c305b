/**
 * Server sessions (decision 003). The browser holds a random 256-bit token; the database holds
 * only its SHA-256, so reading the table gives nobody a usable session. A session ends at its
 * absolute expiry, after the idle limit, or when revoked; every check reads the database, so a
 * logout or revoke takes effect on the very next request.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { GroupCommit } from '../../db/group-commit';
import { drivers, organizations, sessions, users } from '../../db/schema/index';
import { sessionUserColumns, toSessionUser } from './session-user';

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export type SessionRow = typeof sessions.$inferSelect;

/** lastSeenAt is written at most this often, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: DbOrTx,
  userId: number,
  client: { ip: string | null; userAgent: string | null },
  policy: SessionPolicy,
) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + policy.maxHours * 3_600_000),
      ipAddress: client.ip?.slice(0, 64) ?? null,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    })
    .returning();
  return { token, session: session! };
}

const idleCutoff = (policy: SessionPolicy, now: Date) =>
  new Date(now.getTime() - policy.idleMinutes * 60_000);

/**
 * The session lookup as a prepared statement, built once per database handle: it runs on every
 * request, and building the same join through the query builder each time cost a fifth of the
 * server's time under load. On PostgreSQL the name also lets each pooled connection parse it once.
 * The times are ISO strings, as the query builder would send them.
 */
const liveSessionQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareLiveSession>>();

function prepareLiveSession(db: DbOrTx) {
  return db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
      ),
    )
    .limit(1)
    .prepare('medlink_live_session');
}

/**
 * The live session for a token and its user, in one query (it runs on every request), or
 * undefined when the token is unknown, revoked, expired or idle too long.
 */
export async function findLiveSession(db: DbOrTx, token: string, policy: SessionPolicy) {
  const now = new Date();
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = prepareLiveSession(db)));
  const [row] = await query.execute({
    tokenHash: hashToken(token),
    now: now.toISOString(),
    idleCutoff: idleCutoff(policy, now).toISOString(),
  });
  return row ? touched(db, row, now) : undefined;
}

type LiveSessionRow = { sessionId: number; lastSeenAt: Date; user: Parameters<typeof toSessionUser>[0] };

async function touched(db: DbOrTx, row: LiveSessionRow, now: Date) {
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, user: toSessionUser(row.user) };
}

function prepareLiveSessions(db: DbOrTx) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      user: sessionUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
      ),
    )
    .prepare('medlink_live_sessions');
}

/**
 * `findLiveSession` for the requests that arrive together: their lookups go to the database as
 * one query, the way positions are written (db/group-commit.ts), so a busy server pays one round
 * trip per batch of requests instead of one per request. Nothing is remembered between batches:
 * every request still reads the session table after it arrived, so a logout or revoke that
 * committed before the batch's query is seen by it, exactly as with one query per request.
 * A batch holds one of the database's `connections` while it reads; at most two in five of them
 * read sessions at once, so the requests they let through still find connections for their own
 * work (1 on a single-connection database, 4 of PostgreSQL's pool of 10).
 */
export function liveSessionFinder(db: DbOrTx, policy: SessionPolicy, connections: number) {
  const maxInFlight = Math.max(1, Math.floor((connections * 2) / 5));
  // Prepared on first use: the app is also built without a database (the OpenAPI document).
  let query: ReturnType<typeof prepareLiveSessions> | undefined;
  const lookups = new GroupCommit<string, LiveSessionRow | undefined>(
    async (hashes) => {
      const now = new Date();
      query ??= prepareLiveSessions(db);
      const rows = await query.execute({
        tokenHashes: [...new Set(hashes)],
        now: now.toISOString(),
        idleCutoff: idleCutoff(policy, now).toISOString(),
      });
      const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
      return hashes.map((hash) => byHash.get(hash));
    },
    { maxItems: 100, windowMs: 0, maxInFlight },
    // Each lookup may go in any batch: a key of its own.
    () => Symbol(),
  );
  return async (token: string) => {
    const row = await lookups.submit(hashToken(token));
    return row ? touched(db, row, new Date()) : undefined;
  };
}

export async function listLiveSessions(db: DbOrTx, userId: number, policy: SessionPolicy) {
  const now = new Date();
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff(policy, now)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Revokes one session of this user; false when it is not theirs or already ended. */
export async function revokeSession(db: DbOrTx, userId: number, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every other live session of this user; answers their ids. */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: number,
  keepSessionId: number,
): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Revokes every live session of this user (a password reset: whoever held one is out); answers their ids. */
export async function revokeAllSessions(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
