// @vitest-environment jsdom
/**
 * The outbox's promises to the driver: what is made offline is kept (across a reload: a fresh
 * start reads it back), sent in order with the key it was made with, retried while the network or
 * server fails, and dropped with the server's reason, together with what depends on it, when the
 * job changed meanwhile.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@web/features/orders/order-fixture';
import { flush, getOutboxState, startOutbox, stopOutbox, submit, type NewOutboxAction } from './outbox';
import { withPendingSteps, pendingMessages } from './pending';

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
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setOnline(true);
  await startOutbox(userId);
});
afterEach(() => {
  stopOutbox();
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
