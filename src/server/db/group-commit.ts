/**
 * Group commit: writes that arrive close together are committed in one transaction, and each
 * caller is answered only once that transaction has committed (or with its error if it failed).
 *
 * Why not a fixed time window: under a closed loop (a client that waits for its answer before
 * sending again) a 20 ms window caps throughput at connections / 20 ms whatever the database can
 * do. Instead one batch is in flight at a time, and the writes that arrive while it commits form
 * the next batch: an idle server commits a lone write at once (one event-loop turn later), a busy
 * one commits in larger batches the busier it is. `windowMs` > 0 holds a batch open that long
 * (or until `maxItems` arrive) when nothing is in flight, for operators who prefer fewer, larger
 * transactions to the lowest latency.
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
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<I, O> {
  #waiting: Waiting<I, O>[] = [];
  #inFlight = false;
  #scheduled: (() => void) | null = null;

  /**
   * `commit` writes a batch in one transaction and answers one result per item, in order; it
   * resolves only after the commit.
   */
  constructor(
    private readonly commit: (items: I[]) => Promise<O[]>,
    private readonly options: GroupCommitOptions,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    // The batch in flight starts the next one when it is done.
    if (this.#inFlight) return;
    if (this.#waiting.length >= this.options.maxItems) {
      void this.#flush();
      return;
    }
    if (this.#scheduled || this.#waiting.length === 0) return;
    const flush = () => void this.#flush();
    if (this.options.windowMs > 0) {
      const timer = setTimeout(flush, this.options.windowMs);
      this.#scheduled = () => clearTimeout(timer);
    } else {
      const immediate = setImmediate(flush);
      this.#scheduled = () => clearImmediate(immediate);
    }
  }

  async #flush(): Promise<void> {
    this.#scheduled?.();
    this.#scheduled = null;
    const batch = this.#waiting.splice(0, this.options.maxItems);
    if (batch.length === 0) return;
    this.#inFlight = true;
    try {
      const results = await this.commit(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) {
        throw new Error(`group commit answered ${results.length} results for ${batch.length} writes`);
      }
      batch.forEach((waiting, i) => waiting.resolve(results[i]!));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      this.#inFlight = false;
      this.#schedule();
    }
  }
}
