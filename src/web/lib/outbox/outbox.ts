/**
 * The driver's outbox (decision 015). A step, a message or a decline made without signal,
 * or whose request failed on the network, is kept on the phone (outbox-store.ts) and sent when the
 * network returns: in the order it was made, one at a time, each with the Idempotency-Key it got
 * when it was made, so a resend after a lost answer never applies twice (the server keeps keys for
 * 24 h, decision 010).
 *
 * What an answer means:
 * - 2xx: sent; the next one goes.
 * - no answer, 5xx, 408, 429: the network or the server is not there yet; wait (backing off from
 *   2 s to a minute) and try again. Nothing behind it overtakes it.
 * - 401: the session ended; keep everything until the driver signs in again.
 * - any other 4xx: the job changed meanwhile (cancelled, reassigned, already delivered). Retrying
 *   can never succeed, and the actions queued after it for the same job depend on it, so they are
 *   all dropped together and the driver is told what the server said and what to do.
 *
 * The kept list changes one change at a time (inTurn), each worked out from the list as stored and
 * shown only once written: see changeKept.
 */
import { ApiError } from '../api';
import { parseBody, readErrorAnswer } from '../error-answer';
import { onUserChange } from '../user-change';
import { newIdempotencyKey } from '../idempotency-key';
import { changeEntries, readEntries, type OutboxEntry } from './outbox-store';

export type { OutboxEntry } from './outbox-store';

export interface OutboxConflict {
  orderId: number;
  displayNumber: string;
  /** The server's own words for why it refused (English; screens word `error` instead). */
  message: string;
  /** The refusal itself, for the screen to word from its code in the reader's language. */
  error: ApiError;
  /** The actions that were not applied, in words. */
  dropped: string[];
}

export interface OutboxState {
  userId: number | null;
  entries: OutboxEntry[];
  online: boolean;
  syncing: boolean;
  needsSignIn: boolean;
  conflicts: OutboxConflict[];
}

export type NewOutboxAction = Omit<OutboxEntry, 'idempotencyKey' | 'createdAt'> & {
  /**
   * The body as it is kept when the action has to wait (e.g. the proof stamped with the moment it
   * was taken, proof.capturedAt); sent at once, the body goes as it is and the server's clock
   * dates it.
   */
  whenQueued?: (body: unknown, madeAt: string) => unknown;
};
export type SubmitResult = { queued: true; entry: OutboxEntry } | { queued: false; data: unknown };

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;
/** While actions wait, try again this often even without an 'online' event (it can lie). */
const POLL_MS = 15_000;

let state: OutboxState = {
  userId: null,
  entries: [],
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  needsSignIn: false,
  conflicts: [],
};
const listeners = new Set<() => void>();
const sentListeners = new Set<(entry: OutboxEntry, data: unknown) => void>();
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let pollTimer: ReturnType<typeof setInterval> | null = null;
let failures = 0;
/**
 * Actions being written to the list, and the load at start: while any is under way, a new action
 * is kept behind them rather than sent ahead of them.
 */
let settling = 0;
/** The last change to the kept list; the next one starts when it has finished. */
let turn: Promise<unknown> = Promise.resolve();

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function update(patch: Partial<OutboxState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

/**
 * Worth sending again: the server or the network failed, or asked for patience. A 409 coded
 * IDEMPOTENCY_IN_PROGRESS is the idempotency guard saying the first copy of this very action is
 * still running (decision 010), not a conflict with the job.
 */
const retryable = (answer: Answer) =>
  answer.status >= 500 ||
  answer.status === 408 ||
  answer.status === 429 ||
  readErrorAnswer(answer.body).code === 'IDEMPOTENCY_IN_PROGRESS';

type Answer = { status: number; statusText: string; text: string; body: unknown };

async function send(entry: OutboxEntry): Promise<Answer | null> {
  try {
    const response = await fetch(entry.url, {
      method: entry.method,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': entry.idempotencyKey,
      },
      body: JSON.stringify(entry.body),
      credentials: 'include',
    });
    const text = await response.text().catch(() => '');
    return { status: response.status, statusText: response.statusText, text, body: parseBody(text) };
  } catch {
    return null; // no answer: offline, or the connection dropped
  }
}

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = turn.then(work);
  turn = result.catch(() => undefined);
  return result;
}

/**
 * Changes the kept list, after every change before it, from the list as stored (read and written
 * in one transaction), and shows the new list only once it is written. Two changes worked out from
 * one earlier copy would each write their own list and the later would undo the earlier; a count
 * or a job shown before the write commits can go back after a reload. Rejects, changing nothing,
 * when the write is refused.
 */
function changeKept(userId: number, change: (entries: OutboxEntry[]) => OutboxEntry[]): Promise<void> {
  return inTurn(async () => {
    const entries = await changeEntries(userId, change);
    if (state.userId === userId) update({ entries });
  });
}

function scheduleRetry(): void {
  failures += 1;
  const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** (failures - 1));
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flush(), delay * (0.8 + Math.random() * 0.4));
}

/** Sends what waits, oldest first, until the queue is empty or something stops it. */
export async function flush(): Promise<void> {
  const userId = state.userId;
  if (state.syncing || userId === null || state.entries.length === 0) return;
  // The browser saying it is offline is reliable (only "online" can lie): nothing is sent into a
  // dead zone, not even at start-up; the 'online' event sends it all.
  if (!browserOnline()) return;
  update({ syncing: true });
  try {
    while (state.userId === userId && state.entries.length > 0) {
      const entry = state.entries[0]!;
      const answer = await send(entry);
      if (!answer || retryable(answer)) {
        scheduleRetry();
        return;
      }
      if (answer.status === 401) {
        update({ needsSignIn: true });
        return;
      }
      failures = 0;
      if (answer.status < 300) {
        // Struck off by its key: actions may have joined the list while this one was out.
        const sent = await changeKept(userId, (kept) =>
          kept.filter((e) => e.idempotencyKey !== entry.idempotencyKey),
        ).then(
          () => true,
          () => false,
        );
        if (!sent) {
          // Still kept and shown; it goes again with the same key, and the server answers that
          // from the key without applying it twice (decision 010).
          scheduleRetry();
          return;
        }
        sentListeners.forEach((listener) => listener(entry, answer.body));
        continue;
      }
      let dropped: OutboxEntry[] = [];
      const droppedKept = await changeKept(userId, (kept) => {
        dropped = kept.filter((e) => e.orderId === entry.orderId);
        return kept.filter((e) => e.orderId !== entry.orderId);
      }).then(
        () => true,
        () => false,
      );
      if (!droppedKept) {
        // Kept as they were: sent again, the server refuses again and they are dropped then.
        scheduleRetry();
        return;
      }
      if (state.userId !== userId) return;
      update({
        conflicts: [
          ...state.conflicts.filter((c) => c.orderId !== entry.orderId),
          {
            orderId: entry.orderId,
            displayNumber: entry.displayNumber,
            message:
              readErrorAnswer(answer.body).message ?? `The server refused ${entry.label} (${answer.status}).`,
            error: new ApiError(answer.status, answer.text, answer.statusText),
            dropped: dropped.map((e) => e.label),
          },
        ],
      });
      sentListeners.forEach((listener) => listener(entry, null));
    }
  } finally {
    update({ syncing: false });
  }
}

/**
 * Sends an action now when nothing waits before it and there is a network; otherwise (or when
 * the network fails it) keeps it for later. A refusal of an action sent now is thrown as before.
 */
export async function submit({ whenQueued, ...action }: NewOutboxAction): Promise<SubmitResult> {
  const entry: OutboxEntry = {
    ...action,
    idempotencyKey: newIdempotencyKey(),
    createdAt: new Date().toISOString(),
  };
  const userId = state.userId;
  // Only a driver's phone keeps an outbox (startOutbox); anyone else gets the error as always.
  if (userId === null) {
    const answer = await send(entry);
    if (!answer) throw new TypeError('Network error: the request did not reach the server');
    if (answer.status >= 300) throw new ApiError(answer.status, answer.text, answer.statusText);
    return { queued: false, data: answer.body };
  }
  // `queued` only once the action is written: a refused write (storage full) rejects the submit,
  // and the screen says it failed, rather than showing an action that a reload would lose.
  const queue = async (): Promise<SubmitResult> => {
    const kept = whenQueued ? { ...entry, body: whenQueued(entry.body, entry.createdAt) } : entry;
    settling += 1;
    try {
      await changeKept(userId, (entries) => [...entries, kept]);
    } finally {
      settling -= 1;
    }
    return { queued: true, entry: kept };
  };
  if (state.entries.length > 0 || settling > 0 || !state.online) return queue();
  const answer = await send(entry);
  if (!answer || retryable(answer)) {
    const queued = await queue();
    scheduleRetry();
    return queued;
  }
  if (answer.status >= 300) throw new ApiError(answer.status, answer.text, answer.statusText);
  return { queued: false, data: answer.body };
}

function onOnline(): void {
  update({ online: true });
  failures = 0;
  void flush();
}
const onOffline = () => update({ online: false });

/** Loads the signed-in driver's waiting actions and starts sending them. */
export async function startOutbox(userId: number): Promise<void> {
  if (state.userId === userId) return;
  stopOutbox();
  update({ userId, entries: [], conflicts: [], needsSignIn: false });
  // In turn, and counted as under way: an action made meanwhile is kept behind what was stored.
  settling += 1;
  let entries: OutboxEntry[];
  try {
    entries = await inTurn(() => readEntries(userId));
  } finally {
    settling -= 1;
  }
  if (state.userId !== userId) return;
  update({ entries });
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  pollTimer = setInterval(() => {
    if (state.entries.length > 0) void flush();
  }, POLL_MS);
  void flush();
}

export function stopOutbox(): void {
  if (typeof window !== 'undefined') {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  }
  if (retryTimer) clearTimeout(retryTimer);
  if (pollTimer) clearInterval(pollTimer);
  retryTimer = pollTimer = null;
  update({ userId: null, entries: [], syncing: false, conflicts: [] });
}

// Another person (or nobody) signed in: the queue in memory was the last one's.
onUserChange(stopOutbox);

export function dismissConflict(orderId: number): void {
  update({ conflicts: state.conflicts.filter((c) => c.orderId !== orderId) });
}

export const getOutboxState = () => state;

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called for each action the server accepted (with its answer) or refused (with null). */
export function onOutboxSettled(listener: (entry: OutboxEntry, data: unknown) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}
