/**
 * The default provider: simulated intents, no network, no card. The id is derived from the
 * idempotency key (same key, same intent, across restarts and across server processes) and
 * carries the order and amount, so any process can answer `retrieveIntent` without shared memory.
 * The spec's 1 s "processing" delay is the browser's to show; the server answers at once.
 */
import { createHash } from 'node:crypto';
import type { Intent, IntentStatus, PaymentProvider, Refund } from './provider';
import { PaymentProviderError } from './provider';

const ID_PATTERN = /^pi_test_([0-9a-f]{16})_(\d+)_(\d+)$/;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const secretFor = (id: string) => `${id}_secret_${digest(`secret:${id}`).slice(0, 16)}`;

export interface TestPaymentProvider extends PaymentProvider {
  /** The refunds this process made, by idempotency key (tests read them). */
  readonly refunds: ReadonlyMap<string, Refund & { intentId: string }>;
}

export function createTestProvider(): TestPaymentProvider {
  // Confirmed ids, to answer `succeeded` on a later retrieve in this process. A process that did
  // not see the confirm answers `requires_confirmation`, and confirming again is harmless here.
  const confirmed = new Set<string>();
  const refunds = new Map<string, Refund & { intentId: string }>();

  function parse(id: string, status?: IntentStatus): Intent {
    const match = ID_PATTERN.exec(id);
    if (!match)
      throw new PaymentProviderError('rejected', `No such payment intent: '${id}'`, 'resource_missing');
    return {
      id,
      status: status ?? (confirmed.has(id) ? 'succeeded' : 'requires_confirmation'),
      amountCents: Number(match[3]),
      currency: 'usd',
      orderId: Number(match[2]),
      clientSecret: secretFor(id),
    };
  }

  return {
    name: 'test',
    refunds,
    async createIntent({ orderId, amountCents, idempotencyKey }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new PaymentProviderError(
          'rejected',
          'Amount must be a positive number of cents',
          'amount_too_small',
        );
      }
      const id = `pi_test_${digest(idempotencyKey).slice(0, 16)}_${orderId}_${amountCents}`;
      return { id, clientSecret: secretFor(id), status: parse(id).status };
    },
    async confirmIntent(id) {
      const intent = parse(id, 'succeeded');
      confirmed.add(id);
      return intent;
    },
    async retrieveIntent(id) {
      return parse(id);
    },
    async refund({ intentId, amountCents, idempotencyKey }) {
      const intent = parse(intentId);
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > intent.amountCents) {
        throw new PaymentProviderError(
          'rejected',
          'Refund amount is not within the payment',
          'amount_too_large',
        );
      }
      // Like the id of an intent, the refund's id follows from its key: a retry answers the same one.
      const previous = refunds.get(idempotencyKey);
      if (previous) return previous;
      const refund = {
        id: `re_test_${digest(idempotencyKey).slice(0, 16)}`,
        status: 'succeeded' as const,
        amountCents,
        intentId,
      };
      refunds.set(idempotencyKey, refund);
      return refund;
    },
  };
}
