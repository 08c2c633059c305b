/**
 * Test support: a local stand-in for the Stripe endpoints we call (intents, refunds, checkout
 * sessions), answering Stripe's documented shapes (https://docs.stripe.com/api/payment_intents).
 * Tests point the real SDK at it with host/port/protocol, so what is checked is what the SDK
 * actually sends on the wire.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  form: URLSearchParams;
}

interface StoredIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

interface StoredRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
  created: number;
}

interface StoredCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  payment_intent: string | null;
  created: number;
}

export interface StripeTestServer {
  port: number;
  requests: RecordedRequest[];
  intents: Map<string, StoredIntent>;
  refunds: Map<string, StoredRefund>;
  checkoutSessions: Map<string, StoredCheckoutSession>;
  /** Status a new intent starts in: 'requires_confirmation' (default) or 'requires_payment_method'. */
  createStatus: string;
  /** When set, confirming answers 402 card_declined with this message. */
  declineWith: string | null;
  close(): Promise<void>;
}

export async function startStripeTestServer(): Promise<StripeTestServer> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StoredIntent>();
  const refunds = new Map<string, StoredRefund>();
  const checkoutSessions = new Map<string, StoredCheckoutSession>();
  const replays = new Map<string, { status: number; body: unknown }>();

  const state: Omit<StripeTestServer, 'port' | 'close'> = {
    requests,
    intents,
    refunds,
    checkoutSessions,
    createStatus: 'requires_confirmation',
    declineWith: null,
  };

  const error = (status: number, type: string, code: string, message: string) => ({
    status,
    body: {
      error: { type, code, message, ...(type === 'card_error' ? { decline_code: 'generic_decline' } : {}) },
    },
  });

  const metadataOf = (form: URLSearchParams) => {
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    return metadata;
  };

  /** POST /v1/refunds: only a succeeded intent, and never more than it took (Stripe's rules). */
  function refund(form: URLSearchParams): { status: number; body: unknown } {
    const intent = intents.get(form.get('payment_intent') ?? '');
    if (!intent) return error(404, 'invalid_request_error', 'resource_missing', 'No such payment_intent');
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intent.id)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount - refunded;
    if (intent.status !== 'succeeded' || amount <= 0 || refunded + amount > intent.amount) {
      const message = `Charge for ${intent.id} has already been refunded or cannot be refunded.`;
      return error(400, 'invalid_request_error', 'charge_already_refunded', message);
    }
    const stored: StoredRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: metadataOf(form),
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(stored.id, stored);
    return { status: 200, body: stored };
  }

  /** POST /v1/checkout/sessions (https://docs.stripe.com/api/checkout/sessions/create): one priced line. */
  function checkoutSession(form: URLSearchParams): { status: number; body: unknown } {
    const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'));
    const quantity = Number(form.get('line_items[0][quantity]') ?? '1');
    if (!Number.isInteger(unitAmount) || unitAmount <= 0)
      return error(400, 'invalid_request_error', 'parameter_missing', 'Missing unit_amount');
    const id = `cs_test_${randomBytes(24).toString('hex')}`;
    const session: StoredCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: form.get('mode') ?? '',
      amount_total: unitAmount * quantity,
      currency: form.get('line_items[0][price_data][currency]') ?? '',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: form.get('client_reference_id'),
      metadata: metadataOf(form),
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      payment_intent: null,
      created: Math.floor(Date.now() / 1000),
    };
    checkoutSessions.set(id, session);
    return { status: 200, body: session };
  }

  /** POST /v1/checkout/sessions/{id}/expire (https://docs.stripe.com/api/checkout/sessions/expire). */
  function expireSession(id: string): { status: number; body: unknown } {
    const session = checkoutSessions.get(id);
    if (!session)
      return error(404, 'invalid_request_error', 'resource_missing', `No such checkout.session: '${id}'`);
    if (session.status !== 'open') {
      const message = 'Only Checkout Sessions with a status in ["open"] can be expired.';
      return error(400, 'invalid_request_error', 'checkout_session_unexpected_state', message);
    }
    session.status = 'expired';
    return { status: 200, body: session };
  }

  function handle(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/refunds') return refund(form);
    if (method === 'POST' && path === '/v1/checkout/sessions') return checkoutSession(form);
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expiring) return expireSession(decodeURIComponent(expiring[1]!));
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const intent: StoredIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: state.createStatus,
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    const intent = match ? intents.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match)
      return error(404, 'invalid_request_error', 'resource_missing', `Unrecognized request URL (${path})`);
    if (!intent) {
      return error(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${match[1]}'`);
    }
    if (method === 'GET' && !match[2]) return { status: 200, body: intent };
    if (method === 'POST' && match[2]) {
      if (intent.status !== 'requires_confirmation') {
        const message = `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`;
        return error(400, 'invalid_request_error', 'payment_intent_unexpected_state', message);
      }
      if (state.declineWith) {
        intent.status = 'requires_payment_method';
        return error(402, 'card_error', 'card_declined', state.declineWith);
      }
      intent.status = 'succeeded';
      return { status: 200, body: intent };
    }
    return error(405, 'invalid_request_error', 'method_not_allowed', 'Method not allowed');
  }

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      const form = new URLSearchParams(raw);
      requests.push({ method: request.method ?? '', path, headers: request.headers, form });
      // Stripe replays the first answer to a repeated Idempotency-Key instead of acting twice.
      const key = request.headers['idempotency-key'];
      const replayKey =
        typeof key === 'string' &&
        (path === '/v1/payment_intents' || path === '/v1/refunds' || path === '/v1/checkout/sessions')
          ? `${path} ${key}`
          : null;
      const answer = (replayKey && replays.get(replayKey)) || handle(request.method ?? '', path, form);
      if (replayKey) replays.set(replayKey, answer);
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(state, {
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  });
}
