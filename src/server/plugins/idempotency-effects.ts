/**
 * The effect of a keyed request and its idempotency record commit together. While a route runs
 * for a claimed Idempotency-Key, each `db.transaction` it opens also writes, in that transaction,
 * what the transaction returned (numbered in the order the route opens them). If the process dies
 * after the commit and before the answer is stored, the resend runs the route again and each
 * transaction finds its recorded result: it answers that result and writes nothing. So a resend
 * never books a second order, and its answer is derived from what the first run wrote.
 *
 * Results are kept with v8's serialiser (Dates, Buffers and bigints survive the round trip). A
 * route whose answer carries a one-time secret keeps no result, only the fact that the effect
 * happened: a resend is told the request was done and its answer not kept.
 *
 * Writes made outside `db.transaction` (a bare insert) are not covered; routes with an effect
 * worth protecting write it in a transaction, as ARCHITECTURE.md asks.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { deserialize, serialize } from 'node:v8';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyEffects } from '../db/schema/index';
import { AppError } from '../errors';

export interface EffectScope {
  userId: number;
  key: string;
  /** The answer carries a secret: record that the effect happened, not what it returned. */
  withhold: boolean;
  /** The next transaction's number within this request. */
  next: number;
}

const scopes = new AsyncLocalStorage<EffectScope>();
const INSTALLED = Symbol.for('medlink.idempotency-effects');

/** Runs `work` (a route handler) with its transactions recorded under this claim. */
export function runInEffectScope<T>(scope: EffectScope, work: () => T): T {
  return scopes.run(scope, work);
}

export function answerNotKept(): AppError {
  return new AppError(
    'IDEMPOTENCY_ANSWER_NOT_KEPT',
    'This request was already carried out. Its answer held a one-time secret, which is not kept, so it cannot be shown again.',
  );
}

function encode(result: unknown): string | null {
  try {
    return serialize(result).toString('base64');
  } catch {
    // A result v8 cannot copy (a function, a class with native state): the effect is still
    // recorded, so a resend cannot repeat it, but the answer cannot be derived.
    return null;
  }
}

/**
 * Makes `db.transaction` record its result while a keyed request runs. Done once per handle;
 * outside a keyed request a transaction is exactly what it was.
 */
export function recordEffectsOf(db: Db): void {
  const marked = db as Db & { [INSTALLED]?: true };
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  const plain = db.transaction.bind(db);
  const recorded: Db['transaction'] = (work, config) => {
    const scope = scopes.getStore();
    if (!scope) return plain(work, config);
    const seq = scope.next++;
    const { userId, key } = scope;
    return plain(async (tx) => {
      const [done] = await tx
        .select({ result: idempotencyEffects.result })
        .from(idempotencyEffects)
        .where(
          and(
            eq(idempotencyEffects.userId, userId),
            eq(idempotencyEffects.key, key),
            eq(idempotencyEffects.seq, seq),
          ),
        );
      if (done) {
        if (done.result === null) throw answerNotKept();
        return deserialize(Buffer.from(done.result, 'base64')) as Awaited<ReturnType<typeof work>>;
      }
      const result = await work(tx);
      await tx
        .insert(idempotencyEffects)
        .values({ userId, key, seq, result: scope.withhold ? null : encode(result) });
      return result;
    }, config);
  };
  db.transaction = recorded;
}
