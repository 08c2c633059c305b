/**
 * Idempotency-Key on every POST, PUT, PATCH and DELETE a signed-in user makes (contract: a repeat
 * with the same key from the same user within 24 h answers what the first answered and changes
 * nothing more). A phone that lost the answer to "Complete Pickup" in a basement retries with the
 * same key and gets the first answer back instead of a second step (decision 010).
 *
 * The first request claims (user, key) with an INSERT that only one of several racing copies wins,
 * under a lease its process keeps renewing while the route runs. Each transaction the route opens
 * records its result with its effect (idempotency-effects.ts), and the answer is stored on the way
 * out. A copy that arrives while the first runs gets 409 with the real wait in Retry-After; a copy
 * that arrives after the first's process died (lease lapsed, or known dead) takes the claim over
 * and runs the route again, whose transactions answer what was recorded instead of writing again.
 * The same key on a different request (method, path or body) is refused with 422.
 *
 * Answers that carry a one-time secret (a session token, a two-factor seed, recovery codes, a
 * webhook's signing secret: idempotency-secrets.ts) are never kept: a replay is 409
 * IDEMPOTENCY_ANSWER_NOT_KEPT. Anonymous calls (sign-in, sign-up, the price estimate) are not
 * recorded: nothing ties two of them to one caller.
 */
import { createHash, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db } from '../db/client';
import { AppError, badRequest } from '../errors';
import { answerNotKept, recordEffectsOf, runInEffectScope } from './idempotency-effects';
import { answersCarrySecrets } from './idempotency-secrets';
import {
  RENEW_EVERY_MS,
  claim,
  pruneIdempotencyKeys,
  readClaim,
  releaseClaim,
  releaseExpired,
  renew,
  storeAnswer,
  takeOver,
  type Claim,
} from './idempotency-store';

export { pruneIdempotencyKeys, REPLAY_WINDOW_HOURS, LEASE_SECONDS } from './idempotency-store';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Printable ASCII without spaces at the ends: UUIDs, ULIDs and the like.
const KEY_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/;

interface RunningClaim extends Claim {
  withhold: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: RunningClaim | null;
  }
  interface FastifyInstance {
    /** `METHOD /url` of the routes whose successful answers are never kept for replay. */
    idempotencyWithheld: ReadonlySet<string>;
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

const inFlightKey = ({ userId, key }: Claim) => `${userId}\n${key}`;

function inProgress(reply: FastifyReply, waitSeconds: number) {
  reply.header('retry-after', String(waitSeconds));
  return new AppError(
    'IDEMPOTENCY_IN_PROGRESS',
    'A request with this Idempotency-Key is still in progress; try again shortly',
  );
}

export interface IdempotencyOptions {
  db: Db;
  /**
   * Several server processes share the database (PostgreSQL). With PGlite one process holds the
   * data directory, so a claim owned by any other process belongs to one that died.
   */
  shared: boolean;
}

export const idempotencyPlugin = fp<IdempotencyOptions>(async (app, { db, shared }) => {
  app.decorateRequest('idempotencyClaim', null);
  const me = randomUUID();
  const running = new Map<string, NodeJS.Timeout>();
  // Keys a request of this process holds, from before its claim is written until its answer is
  // stored: a copy that arrives in that window is told to wait without reading a half-made claim.
  const busyHere = new Set<string>();
  const withheldRoutes = new Set<string>();
  app.decorate('idempotencyWithheld', withheldRoutes);

  // Old answers are dropped hourly; a key past the window is also freed when it comes back.
  const pruning = setInterval(() => {
    pruneIdempotencyKeys(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'idempotency prune failed'),
    );
  }, 3_600_000);
  pruning.unref();
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    for (const timer of running.values()) clearInterval(timer);
  });

  app.addHook('onRoute', (route) => {
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    const withhold = route.config?.secretAnswer === true || answersCarrySecrets(response);
    for (const method of [route.method].flat()) {
      if (withhold) withheldRoutes.add(`${method} ${route.url}`);
    }
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function keyed(this: unknown, request: FastifyRequest, reply: FastifyReply) {
      const held = request.idempotencyClaim;
      if (!held) return handler.call(this as never, request, reply);
      return runInEffectScope({ ...held, next: 0 }, () => handler.call(this as never, request, reply));
    } as RouteHandlerMethod;
  });

  const start = (request: FastifyRequest, claimKey: Claim) => {
    // At the first keyed request, not at start: the OpenAPI build runs the app with no database.
    recordEffectsOf(db);
    const withhold = withheldRoutes.has(`${request.method} ${request.routeOptions.url}`);
    request.idempotencyClaim = { ...claimKey, withhold };
    const timer = setInterval(() => {
      renew(db, claimKey, me).catch((error: unknown) =>
        request.log.warn({ err: error }, 'could not renew the Idempotency-Key claim'),
      );
    }, RENEW_EVERY_MS);
    timer.unref();
    running.set(inFlightKey(claimKey), timer);
  };
  const finish = (claimKey: Claim) => {
    clearInterval(running.get(inFlightKey(claimKey)));
    running.delete(inFlightKey(claimKey));
  };

  /** Answers what the key already holds, or says the claim was taken over (false). */
  async function answerFromClaim(
    request: FastifyRequest,
    reply: FastifyReply,
    claimKey: Claim,
    fingerprint: string,
  ): Promise<'answered' | 'run' | 'gone'> {
    const row = await readClaim(db, claimKey);
    if (!row) return 'gone';
    if (row.fingerprint !== fingerprint) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request',
        { errors: [{ path: 'Idempotency-Key', message: 'Use a new key for a new request' }] },
      );
    }
    if (row.statusCode === null) {
      // Its owner is gone for sure: no request here holds the key (a copy here would have been
      // turned away before reading), and (PGlite) no other process can hold it.
      const ownerDead = row.owner === me || row.owner === null || !shared;
      if (ownerDead || row.leaseLeft === 0) {
        if (await takeOver(db, claimKey, fingerprint, row.owner, me, ownerDead)) return 'run';
      }
      throw inProgress(reply, Math.max(1, row.leaseLeft));
    }
    if (row.withheld) throw answerNotKept();
    reply
      .code(row.statusCode)
      .header('idempotent-replayed', 'true')
      .header('content-type', row.contentType ?? 'application/json; charset=utf-8');
    await reply.send(row.body ?? '');
    return 'answered';
  }

  app.addHook('preHandler', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || !request.auth) return;
    const key = readKey(request);
    if (key === undefined) return;
    const claimKey = { userId: request.auth.user.id, key };
    const local = inFlightKey(claimKey);
    if (busyHere.has(local)) throw inProgress(reply, 1);
    busyHere.add(local);
    let owned = false;
    const run = () => {
      owned = true;
      start(request, claimKey);
    };
    try {
      const fingerprint = fingerprintOf(request);
      if (await claim(db, claimKey, fingerprint, me)) return run();
      await releaseExpired(db, claimKey);
      if (await claim(db, claimKey, fingerprint, me)) return run();
      const outcome = await answerFromClaim(request, reply, claimKey, fingerprint);
      if (outcome === 'answered') return reply;
      if (outcome === 'run') return run();
      // The row vanished between the two statements (expired by a concurrent copy): run as new.
      if (await claim(db, claimKey, fingerprint, me)) run();
    } finally {
      if (!owned) busyHere.delete(local);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) return payload;
    request.idempotencyClaim = null;
    finish(claimed);
    const status = reply.statusCode;
    // A server fault or a rate limit is no answer to keep: the retry should really run again.
    const storable =
      (typeof payload === 'string' || Buffer.isBuffer(payload)) && status < 500 && status !== 429;
    try {
      if (!storable) {
        await releaseClaim(db, claimed, me);
      } else {
        const contentType = reply.getHeader('content-type');
        // A refusal carries no secret: only a successful answer of such a route is withheld.
        const withhold = claimed.withhold && status < 300;
        const body = Buffer.isBuffer(payload) ? payload.toString('utf8') : (payload as string);
        await storeAnswer(db, claimed, me, {
          statusCode: status,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: withhold ? null : body,
          withheld: withhold,
        });
      }
    } catch (error) {
      // The answer still goes out; a resend finds the claim unanswered, takes it over and derives
      // the answer from the recorded effects.
      request.log.error({ err: error }, 'could not record the Idempotency-Key answer');
    } finally {
      busyHere.delete(inFlightKey(claimed));
    }
    return payload;
  });

  // A request that ends without onSend (the client went away) must not keep its renewal running.
  app.addHook('onResponse', async (request) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) return;
    finish(claimed);
    busyHere.delete(inFlightKey(claimed));
  });
});
