// @vitest-environment jsdom
/**
 * The outbox's promises to the driver: what is made offline is kept (across a reload: a fresh
 * start reads it back), sent in order with the key it was made with, retried while the network or
 * server fails, and dropped with the server's reason, together with what depends on it, when the
 * job changed meanwhile. What the screen counts is what a reload finds, however the phone's storage
 * is slow or refuses a write.
 */
import 'fake-indexeddb/auto';
import type * as IdbKeyval from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@web/features/orders/order-fixture';
import type * as Outbox from './outbox';
import { flush, getOutboxState, startOutbox, stopOutbox, submit, type NewOutboxAction } from './outbox';
import { withPendingSteps, pendingMessages } from './pending';

/**
 * The phone's storage, made slow or failing on demand: while `hold` is set, each read or write
 * waits until the test releases it (in any order), and `failNext` refuses the next write.
 */
type Held = { release: () => void; done: Promise<unknown> };
const storage = vi.hoisted(() => ({ hold: false, held: [] as Held[], failNext: null as Error | null }));
vi.mock('idb-keyval', async (importOriginal) => {
  const real = await importOriginal<typeof IdbKeyval>();
  const guarded =
    <A extends unknown[], R>(op: (...args: A) => Promise<R>, writes: boolean) =>
    (...args: A): Promise<R> => {
      const refusal = writes ? storage.failNext : null;
      if (refusal) {
        storage.failNext = null;
        return Promise.reject(refusal);
      }
      if (!storage.hold) return op(...args);
      let release = () => {};
      const done = new Promise<void>((resolve) => (release = resolve)).then(() => op(...args));
      storage.held.push({ release, done: done.catch(() => undefined) });
      return done;
    };
  return {
    ...real,
    get: guarded(real.get, false),
    set: guarded(real.set, true),
    update: guarded(real.update, true),
  };
});

/** Lets each held read or write go, the newest (or oldest) first, until `until` settles. */
async function finishHeld(until: Promise<unknown>, first: 'newest' | 'oldest'): Promise<void> {
  let over = false;
  until.then(
    () => (over = true),
    () => (over = true),
  );
  while (!over) {
    const write = first === 'newest' ? storage.held.pop() : storage.held.shift();
    if (write) {
      write.release();
      await write.done;
    } else await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

type OutboxModule = typeof Outbox;
const reloadedPages: OutboxModule[] = [];
/** The page reloaded while this one still runs: a fresh copy of the app, not started yet. */
async function freshPage(): Promise<OutboxModule> {
  vi.resetModules();
  const page = await import('./outbox');
  reloadedPages.push(page);
  return page;
}
/** The page reloaded, having read what is stored. */
async function reloadedPage(): Promise<OutboxModule> {
  const page = await freshPage();
  await page.startOutbox(userId);
  return page;
}
const labels = (page: Pick<OutboxModule, 'getOutboxState'>) =>
  page.getOutboxState().entries.map((e) => e.label);
const keyOf = (call: Parameters<typeof fetch>) => new Headers(call[1]!.headers).get('Idempotency-Key');

const fetchMock = vi.fn<typeof fetch>();
let userId = 100;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const step = (orderId: number, status: string): NewOutboxAction => ({
  kind: 'step',
  method: 'PATCH',
  url: `/api/orders/${orderId}/status`,
  body: { status, proof: { name: 'Front desk' } },
  orderId,
  displayNumber: `ML-${orderId}`,
  label: status === 'pickup_complete' ? 'Complete Pickup' : 'Start Delivery',
  whenQueued: (body, madeAt) => ({
    ...(body as object),
    proof: { ...(body as { proof: object }).proof, capturedAt: madeAt },
  }),
});
const message = (orderId: number, content: string): NewOutboxAction => ({
  kind: 'message',
  method: 'POST',
  url: `/api/orders/${orderId}/messages`,
  body: { content },
  orderId,
  displayNumber: `ML-${orderId}`,
  label: 'Message',
});

beforeEach(async () => {
  userId += 1; // a fresh list per test
  Object.assign(storage, { hold: false, held: [], failNext: null });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setOnline(true);
  await startOutbox(userId);
});
afterEach(() => {
  stopOutbox();
  reloadedPages.splice(0).forEach((page) => page.stopOutbox());
  vi.unstubAllGlobals();
});

describe('the driver outbox', () => {
  it('keeps actions made offline, in order, through a restart, stamped with when they were made', async () => {
    setOnline(false);
    expect((await submit(step(7, 'pickup_complete'))).queued).toBe(true);
    expect((await submit(message(7, 'On my way'))).queued).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();

    stopOutbox(); // the page reloads
    await startOutbox(userId);
    // Still offline: nothing is tried at start-up, so nothing can leave half-sent.
    expect(fetchMock).not.toHaveBeenCalled();
    const entries = getOutboxState().entries;
    expect(entries.map((e) => e.label)).toEqual(['Complete Pickup', 'Message']);
    expect((entries[0]!.body as { proof: { capturedAt: string } }).proof.capturedAt).toBe(
      entries[0]!.createdAt,
    );
    // What the screen shows meanwhile: the job moved on, the message waiting.
    const job = makeOrder({ id: 7, status: 'pickup_scheduled' });
    expect(withPendingSteps([job], entries)[0]!.status).toBe('pickup_complete');
    expect(pendingMessages(entries, 7).map((m) => m.content)).toEqual(['On my way']);
  });

  it('sends them oldest first with the key each was made with, once the network is back', async () => {
    setOnline(false);
    await submit(step(7, 'pickup_complete'));
    await submit(message(7, 'On my way'));
    const keys = getOutboxState().entries.map((e) => e.idempotencyKey);
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));
    setOnline(true);
    await vi.waitFor(() => expect(getOutboxState().entries).toHaveLength(0));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/orders/7/status',
      '/api/orders/7/messages',
    ]);
    expect(fetchMock.mock.calls.map(([, init]) => new Headers(init!.headers).get('Idempotency-Key'))).toEqual(
      keys,
    );
  });

  it('keeps waiting through a failing network, a 503 and the idempotency guard; never skips ahead', async () => {
    setOnline(false);
    await submit(step(7, 'pickup_complete'));
    await submit(step(8, 'pickup_complete'));
    setOnline(true);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await flush();
    fetchMock.mockResolvedValueOnce(json(503, { message: 'Service unavailable' }));
    await flush();
    fetchMock.mockResolvedValueOnce(
      json(409, { message: 'still running', code: 'IDEMPOTENCY_IN_PROGRESS' }, { 'retry-after': '1' }),
    );
    await flush();
    expect(getOutboxState().entries.map((e) => e.orderId)).toEqual([7, 8]);
    expect(fetchMock.mock.calls.every(([url]) => url === '/api/orders/7/status')).toBe(true);
  });

  it('drops a refused action and what depends on it, says why, and goes on with other jobs', async () => {
    setOnline(false);
    await submit(step(7, 'pickup_complete'));
    await submit(message(7, 'Picked up'));
    await submit(message(8, 'Hello'));
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).startsWith('/api/orders/7/')
          ? json(409, {
              message: 'You cannot complete pickup of an order that is cancelled',
              code: 'CONFLICT',
            })
          : json(201, {}),
      ),
    );
    setOnline(true);
    await vi.waitFor(() => expect(getOutboxState().entries).toHaveLength(0));
    expect(getOutboxState().conflicts).toEqual([
      {
        orderId: 7,
        displayNumber: 'ML-7',
        message: 'You cannot complete pickup of an order that is cancelled',
        dropped: ['Complete Pickup', 'Message'],
        // The refusal itself, for the screen to word by its code in the driver's language.
        error: expect.objectContaining({ status: 409, code: 'CONFLICT' }),
      },
    ]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/orders/7/status',
      '/api/orders/8/messages',
    ]);
  });

  it('sends at once when online and nothing waits, and throws a refusal as before', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 7 }));
    expect(await submit(step(7, 'pickup_complete'))).toEqual({ queued: false, data: { id: 7 } });
    fetchMock.mockResolvedValueOnce(json(409, { message: 'Proof missing: signature' }));
    await expect(submit(step(7, 'pickup_complete'))).rejects.toThrow('Proof missing: signature');
    expect(getOutboxState().entries).toHaveLength(0);
  });
});

describe('the driver outbox on slow or failing storage', () => {
  it('counts an action only once it is written, so a reload before or after shows the same', async () => {
    setOnline(false);
    await submit(step(7, 'pickup_complete'));
    storage.hold = true;
    let answered = false;
    const second = submit(message(7, 'On my way')).then((result) => {
      answered = true;
      return result;
    });
    await vi.waitFor(() => expect(storage.held).toHaveLength(1));
    storage.hold = false;
    // Still being written: not counted, not answered, and a reload now finds the one before it.
    expect(labels({ getOutboxState })).toEqual(['Complete Pickup']);
    expect(answered).toBe(false);
    expect(labels(await reloadedPage())).toEqual(['Complete Pickup']);

    storage.held.shift()!.release();
    expect((await second).queued).toBe(true);
    expect(labels({ getOutboxState })).toEqual(['Complete Pickup', 'Message']);
    expect(labels(await reloadedPage())).toEqual(['Complete Pickup', 'Message']);
  });

  it('keeps two actions made at once, in order, whichever write finishes first', async () => {
    setOnline(false);
    storage.hold = true;
    const both = Promise.all([submit(step(7, 'pickup_complete')), submit(message(7, 'On my way'))]);
    await finishHeld(both, 'newest');
    storage.hold = false;
    expect((await both).map((result) => result.queued)).toEqual([true, true]);
    expect(labels({ getOutboxState })).toEqual(['Complete Pickup', 'Message']);

    stopOutbox(); // the page reloads
    await startOutbox(userId);
    expect(labels({ getOutboxState })).toEqual(['Complete Pickup', 'Message']);
  });

  it('fails an action whose write is refused (storage full) and counts nothing', async () => {
    setOnline(false);
    storage.failNext = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    await expect(submit(step(7, 'pickup_complete'))).rejects.toThrow('quota');
    expect(getOutboxState().entries).toEqual([]);

    stopOutbox(); // the page reloads
    await startOutbox(userId);
    expect(getOutboxState().entries).toEqual([]);
  });

  it('keeps an accepted action whose striking off failed, and sends it again with the same key', async () => {
    setOnline(false);
    await submit(step(7, 'pickup_complete'));
    const [kept] = getOutboxState().entries;
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));
    storage.failNext = new DOMException('The write failed.', 'UnknownError');
    setOnline(true);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(getOutboxState().syncing).toBe(false));
    // Still shown as waiting, as a reload would find it.
    expect(getOutboxState().entries).toEqual([kept]);

    await flush();
    expect(fetchMock.mock.calls.map(keyOf)).toEqual([kept!.idempotencyKey, kept!.idempotencyKey]);
    expect(getOutboxState().entries).toEqual([]);
    stopOutbox(); // the page reloads
    await startOutbox(userId);
    expect(getOutboxState().entries).toEqual([]);
  });

  it('sends an action made while an earlier one is still being written after it', async () => {
    storage.hold = true;
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const first = submit(step(7, 'pickup_complete'));
    await vi.waitFor(() => expect(storage.held).toHaveLength(1));
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));
    const second = submit(message(7, 'On my way'));
    const both = Promise.all([first, second]);
    await finishHeld(both, 'oldest');
    storage.hold = false;
    expect((await both).map((result) => result.queued)).toEqual([true, true]);

    await flush();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/orders/7/status', // no answer: kept
      '/api/orders/7/status',
      '/api/orders/7/messages',
    ]);
    expect(getOutboxState().entries).toEqual([]);
  });

  it('sends an action made while the kept ones are still loading after them', async () => {
    setOnline(false);
    await submit(step(7, 'pickup_complete'));
    stopOutbox(); // the page reloads, with the network back
    setOnline(true);
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));
    const page = await freshPage();
    storage.hold = true;
    const started = page.startOutbox(userId);
    await vi.waitFor(() => expect(storage.held).toHaveLength(1));
    storage.hold = false;
    const sent = page.submit(message(7, 'On my way'));
    storage.held.shift()!.release();
    await started;
    expect((await sent).queued).toBe(true);

    await vi.waitFor(() => expect(page.getOutboxState().entries).toEqual([]));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/orders/7/status',
      '/api/orders/7/messages',
    ]);
  });
});
