/**
 * Group commit: writes that arrive close together are committed in one transaction, and each
 * caller is answered only once that transaction has committed (or with its error if it failed).
 *
 * Why not a fixed time window: under a closed loop (a client that waits for its answer before
 * sending again) a 20 ms window caps throughput at connections / 20 ms whatever the database can
 * do. Instead the writes that arrive while batches commit form the next batch: an idle server
 * commits a lone write at once (one event-loop turn later), a busy one commits in larger batches
 * the busier it is. `windowMs` > 0 holds a batch open that long (or until `maxItems` arrive) when
 * nothing is in flight, for operators who prefer fewer, larger transactions to the lowest latency.
 *
 * Up to `maxInFlight` batches commit at once (PostgreSQL runs them on separate connections, which
 * on a shared machine also keeps the database's share of the CPU). Writes with the same `key` are
 * never in two batches at once: a key's writes commit in the order they arrived, and two batches
 * never wait on each other's row locks for the same key (no deadlock between batches).
 *
 * With `overlapAfterMs` a further batch starts beside the ones committing only once the newest of
 * them has been committing that long: a batch that commits in the usual time lets the writes
 * behind it gather into one larger batch (one transaction's fixed cost for all of them), and one
 * held up (a row lock, a slow disk) does not hold them up with it.
 *
 * Durability is the database's: nothing is answered before `commit` resolves, and `commit` must
 * resolve only after its transaction committed. A batch that fails rejects every caller in it
 * with the same error and the next batch starts afresh, so no write is acknowledged that was not
 * stored and no failure leaks into the next batch.
 */

export interface GroupCommitOptions {
  /** Most writes per transaction; more wait for the next batch. */
  maxItems: number;
  /** How long a batch stays open when nothing is in flight; 0: the next event-loop turn. */
  windowMs: number;
  /** Most batches committing at once (1 on a single-connection database). */
  maxInFlight: number;
  /** How long the newest batch in flight commits before another may start beside it; 0: at once. */
  overlapAfterMs?: number | undefined;
}

interface Waiting<I, O> {
  item: I;
  key: unknown;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<I, O> {
  #waiting: Waiting<I, O>[] = [];
  #inFlight = 0;
  /** The keys of the writes in the batches committing now. */
  #busy = new Set<unknown>();
  #scheduled: (() => void) | null = null;
  /** When each batch in flight started, on the monotonic clock (a wall-clock step cannot stretch a wait). */
  #starts: number[] = [];

  /**
   * `commit` writes a batch in one transaction and answers one result per item, in order; it
   * resolves only after the commit. `key` names what a write locks (a driver's row).
   */
  constructor(
    private readonly commit: (items: I[]) => Promise<O[]>,
    private readonly options: GroupCommitOptions,
    private readonly key: (item: I) => unknown = () => undefined,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.#waiting.push({ item, key: this.key(item), resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#inFlight >= this.options.maxInFlight || this.#waiting.length === 0) return;
    if (this.#waiting.length >= this.options.maxItems) {
      this.#flush();
      return;
    }
    if (this.#scheduled) return;
    // While batches commit, the window is their commit: the next batch goes as soon as one is
    // done, or beside them once the newest has taken `overlapAfterMs`.
    const overlapMs = this.options.overlapAfterMs ?? 0;
    const windowMs =
      this.#inFlight === 0
        ? this.options.windowMs
        : Math.max(0, Math.max(...this.#starts) + overlapMs - performance.now());
    const flush = () => {
      this.#scheduled = null;
      this.#flush();
    };
    if (windowMs > 0) {
      const timer = setTimeout(flush, windowMs);
      this.#scheduled = () => clearTimeout(timer);
    } else {
      const immediate = setImmediate(flush);
      this.#scheduled = () => clearImmediate(immediate);
    }
  }

  /** Takes the waiting writes whose keys are free, oldest first, up to `maxItems`. */
  #take(): Waiting<I, O>[] {
    const batch: Waiting<I, O>[] = [];
    const keys = new Set<unknown>();
    const left: Waiting<I, O>[] = [];
    for (const waiting of this.#waiting) {
      // A key already waiting behind a busy one stays behind it, so its writes keep their order.
      const free = !this.#busy.has(waiting.key) && !left.some((w) => w.key === waiting.key);
      if (batch.length < this.options.maxItems && free) {
        batch.push(waiting);
        keys.add(waiting.key);
      } else left.push(waiting);
    }
    this.#waiting = left;
    for (const key of keys) this.#busy.add(key);
    return batch;
  }

  #flush(): void {
    this.#scheduled?.();
    this.#scheduled = null;
    const batch = this.#take();
    if (batch.length === 0) return;
    this.#inFlight++;
    const start = performance.now();
    this.#starts.push(start);
    void this.#commitBatch(batch).finally(() => {
      this.#inFlight--;
      this.#starts.splice(this.#starts.indexOf(start), 1);
      for (const waiting of batch) this.#busy.delete(waiting.key);
      // A slot is free: a wait for the overlap ends, and the waiting writes go in the next batch.
      this.#scheduled?.();
      this.#scheduled = null;
      this.#schedule();
    });
    // More batches may go at once, each with other keys.
    this.#schedule();
  }

  async #commitBatch(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const results = await this.commit(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) {
        throw new Error(`group commit answered ${results.length} results for ${batch.length} writes`);
      }
      batch.forEach((waiting, i) => waiting.resolve(results[i]!));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
