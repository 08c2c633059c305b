/**
 * Idempotency-Key on every POST, PUT, PATCH and DELETE a signed-in user makes (contract: a repeat
 * with the same key from the same user within 24 h answers what the first answered and changes
 * nothing more). A phone that lost the answer to "Complete Pickup" in a basement retries with the
 * same key and gets the first answer back instead of a second step (decision 010).
 *
 * The first request claims (user, key) with an INSERT that only one of several racing copies wins;
 * its answer is stored on the way out. A copy that arrives while the first still runs gets 409 with
 * Retry-After. The same key on a different request (method, path or body) is refused with 422.
 * Anonymous calls (sign-in, sign-up, the price estimate) are not recorded: nothing ties two of them
 * to one caller, and replaying a sign-in would hand out a session.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { AppError, badRequest } from '../errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long an answer is kept for replay. */
export const REPLAY_WINDOW_HOURS = 24;
/** A claim with no answer after this long belongs to a process that died mid-request. */
export const ABANDONED_CLAIM_SECONDS = 120;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Printable ASCII without spaces at the ends: UUIDs, ULIDs and the like.
const KEY_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/;

interface Claim {
  userId: number;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method}\n${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/** The header's value, validated; undefined when absent. */
function readKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw badRequest('Idempotency-Key must be 1 to 255 printable characters', [
      { path: 'Idempotency-Key', message: 'Use 1 to 255 printable ASCII characters, such as a UUID' },
    ]);
  }
  return value;
}

async function claim(db: Db, claimKey: Claim, fingerprint: string) {
  const won = await db
    .insert(idempotencyKeys)
    .values({ ...claimKey, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return won.length > 0;
}

/** Frees a key whose answer is past the replay window, or whose claim was abandoned. */
async function releaseExpired(db: Db, { userId, key }: Claim) {
  await db.delete(idempotencyKeys).where(
    and(
      eq(idempotencyKeys.userId, userId),
      eq(idempotencyKeys.key, key),
      sql`(${idempotencyKeys.createdAt} < now() - make_interval(hours => ${REPLAY_WINDOW_HOURS})
          or (${idempotencyKeys.statusCode} is null
              and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_CLAIM_SECONDS})))`,
    ),
  );
}

async function replay(db: Db, claimKey: Claim, fingerprint: string, reply: FastifyReply) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claimKey.userId), eq(idempotencyKeys.key, claimKey.key)));
  if (!row) return false;
  if (row.fingerprint !== fingerprint) {
    throw new AppError(
      422,
      'This Idempotency-Key was already used for a different request',
      {
        errors: [{ path: 'Idempotency-Key', message: 'Use a new key for a new request' }],
      },
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  if (row.statusCode === null) {
    reply.header('retry-after', '1');
    throw new AppError(
      409,
      'A request with this Idempotency-Key is still in progress; try again shortly',
      {},
      'IDEMPOTENCY_IN_PROGRESS',
    );
  }
  reply
    .code(row.statusCode)
    .header('idempotent-replayed', 'true')
    .header('content-type', row.contentType ?? 'application/json; charset=utf-8');
  await reply.send(row.body ?? '');
  return true;
}

export const idempotencyPlugin = fp<{ db: Db }>(async (app, { db }) => {
  app.decorateRequest('idempotencyClaim', null);

  // Old answers are dropped hourly; a key past the window is also freed when it comes back.
  const pruning = setInterval(() => {
    pruneIdempotencyKeys(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'idempotency prune failed'),
    );
  }, 3_600_000);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  app.addHook('preHandler', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || !request.auth) return;
    const key = readKey(request);
    if (key === undefined) return;
    const claimKey = { userId: request.auth.user.id, key };
    const fingerprint = fingerprintOf(request);
    if (await claim(db, claimKey, fingerprint)) {
      request.idempotencyClaim = claimKey;
      return;
    }
    await releaseExpired(db, claimKey);
    if (await claim(db, claimKey, fingerprint)) {
      request.idempotencyClaim = claimKey;
      return;
    }
    if (await replay(db, claimKey, fingerprint, reply)) return reply;
    // The row vanished between the two statements (expired by a concurrent copy): run as new.
    if (await claim(db, claimKey, fingerprint)) request.idempotencyClaim = claimKey;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) return payload;
    request.idempotencyClaim = null;
    const where = and(
      eq(idempotencyKeys.userId, claimed.userId),
      eq(idempotencyKeys.key, claimed.key),
      isNull(idempotencyKeys.statusCode),
    );
    const status = reply.statusCode;
    // A server fault or a rate limit is no answer to keep: the retry should really run again.
    const storable =
      (typeof payload === 'string' || Buffer.isBuffer(payload)) && status < 500 && status !== 429;
    try {
      if (!storable) {
        await db.delete(idempotencyKeys).where(where);
      } else {
        const contentType = reply.getHeader('content-type');
        await db
          .update(idempotencyKeys)
          .set({
            statusCode: status,
            contentType: typeof contentType === 'string' ? contentType : null,
            body: Buffer.isBuffer(payload) ? payload.toString('utf8') : payload,
            completedAt: new Date(),
          })
          .where(where);
      }
    } catch (error) {
      // The answer still goes out; the claim stays until ABANDONED_CLAIM_SECONDS frees it.
      request.log.error({ err: error }, 'could not record the Idempotency-Key answer');
    }
    return payload;
  });
});

/** Deletes answers past the replay window (called from time to time; cheap with the primary key). */
export async function pruneIdempotencyKeys(db: Db) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${REPLAY_WINDOW_HOURS})`));
}
