/**
 * Calls to the payment provider, with its refusals turned into our answers: a declined card is
 * 402 with the provider's own words (the checkout page shows them in 'Payment Failed'), a request
 * the provider refuses is 409, an unreachable provider 502 (never a 500: nothing broke here).
 */
import { displayNumber } from '@domain/display';
import { PAYMENT_CURRENCY } from '@domain/payments';
import type { Intent, IntentStatus, PaymentProvider } from '../../adapters/payments/index';
import { PaymentProviderError } from '../../adapters/payments/index';
import { AppError, badRequest } from '../../errors';

export async function viaProvider<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === 'declined')
      throw new AppError('PAYMENT_DECLINED', error.message, error.code ? { declineCode: error.code } : {});
    if (error.kind === 'rejected')
      throw new AppError('PAYMENT_PROVIDER_REFUSED', `The payment provider refused: ${error.message}`);
    throw new AppError('UPSTREAM_FAILED', error.message);
  }
}

/** Why an intent that is not `succeeded` cannot confirm the order yet. */
function notPaidYet(status: IntentStatus): AppError {
  switch (status) {
    case 'requires_payment_method':
      return new AppError(
        'PAYMENT_REQUIRED',
        'Payment has not been completed. Enter your card details and try again.',
      );
    case 'requires_action':
      return new AppError(
        'PAYMENT_REQUIRED',
        'Your bank needs you to approve this payment. Finish the check and try again.',
      );
    case 'processing':
      return new AppError('PAYMENT_PROCESSING', 'The payment is still processing. Try again in a moment.');
    case 'canceled':
      return new AppError('PAYMENT_CANCELLED', 'This payment was cancelled. Start checkout again.');
    default:
      return new AppError('CONFLICT', 'The payment has not been confirmed');
  }
}

/**
 * Brings the intent to `succeeded` with the provider and checks it is this order's, for this
 * order's total: a client cannot confirm a cheaper intent or another order's intent.
 * `onFailure` records a refused confirmation before the refusal goes back to the client.
 */
export async function settleIntent(
  provider: PaymentProvider,
  orderId: number,
  intentId: string,
  orderCents: number,
  onFailure: (reason: string) => Promise<void>,
): Promise<Intent> {
  const check = (intent: Intent) => {
    if (intent.amountCents !== orderCents || intent.currency !== PAYMENT_CURRENCY) {
      throw new AppError('PAYMENT_AMOUNT_CHANGED', 'The payment amount does not match the order total');
    }
    if (intent.orderId !== null && intent.orderId !== orderId) {
      throw badRequest(`This payment is not for order #${displayNumber(orderId)}`, [
        { path: 'paymentIntentId', message: 'This payment is for another order' },
      ]);
    }
    return intent;
  };
  let intent = check(await viaProvider(() => provider.retrieveIntent(intentId)));
  if (intent.status === 'requires_confirmation') {
    try {
      intent = check(await viaProvider(() => provider.confirmIntent(intentId)));
    } catch (error) {
      // A racing confirmation may have succeeded first; the provider then refuses this one.
      const again = await viaProvider(() => provider.retrieveIntent(intentId)).catch(() => null);
      if (again?.status !== 'succeeded') {
        await onFailure(error instanceof Error ? error.message : String(error));
        throw error;
      }
      intent = check(again);
    }
  }
  if (intent.status !== 'succeeded') throw notPaidYet(intent.status);
  return intent;
}
