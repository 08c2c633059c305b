/**
 * The admin error toasts: title 'Error', the catalogue's sentence, and the server's reason
 * after it when the reason tells the dispatcher something the sentence does not ("This driver is
 * no longer available"). A server error (5xx) or a network failure adds nothing useful, so only
 * the sentence is shown then.
 */
import { RETRYABLE_CODES } from '@domain/error-codes';
import { ApiError, errorCode } from '@web/lib/api';

export const ADMIN_ERRORS = {
  update: 'Failed to update order. Please try again.',
  assign: 'Failed to assign driver. Please try again.',
  message: 'Failed to send message. Please try again.',
} as const;

export function errorDescription(sentence: string, error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return sentence;
  const code = errorCode(error);
  // A refusal a retry cannot pass (no cooler, address unconfirmed, already taken) says why, not
  // "try again".
  const retryable = error.status === 429 || (code !== null && RETRYABLE_CODES.has(code));
  const base = retryable ? sentence : sentence.replace(/\s*Please try again\.?/i, '');
  const reason = error.answer.message ?? '';
  if (!reason || base.toLowerCase().includes(reason.toLowerCase())) return base;
  return `${base} ${/[.!?]$/.test(reason) ? reason : `${reason}.`}`;
}

export function errorToast(kind: keyof typeof ADMIN_ERRORS, error: unknown) {
  return {
    variant: 'destructive' as const,
    title: 'Error',
    description: errorDescription(ADMIN_ERRORS[kind], error),
  };
}
