/**
 * One error type for every refusal the server makes: services throw AppError, the handler in
 * error-handler.ts maps it to `{ message, code }` with its status. Anything else is a 500 whose
 * details stay in the log.
 *
 * A refusal is named by its code (src/domain/error-codes.ts), and the code alone decides the
 * status: a program branches on the code, so every refusal it may tell apart has one of its own.
 * Lint refuses a status-first construction (`new AppError(409, ...)`).
 */
import { ERROR_CODES, type ErrorCode } from '@domain/error-codes';

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  /** Set on a 429 or 503: how long the caller should wait. */
  retryAfterSeconds?: number;
  /** The HTTP status, from the code's entry in the catalogue. */
  readonly statusCode: number;
  constructor(
    /** The stable code of the answer (domain/error-codes.ts). */
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code].status;
  }
}

// The general refusals, each implying its code; a more specific refusal is `new AppError(CODE, ...)`.
export const badRequest = (message: string, errors?: FieldError[]) =>
  errors ? new AppError('VALIDATION_FAILED', message, { errors }) : new AppError('BAD_REQUEST', message);
export const unauthorized = (message = 'Sign in to continue', extra: Record<string, unknown> = {}) =>
  new AppError('UNAUTHENTICATED', message, extra);
export const forbidden = (message = 'You do not have access to this') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
/** `retryAfterSeconds` becomes the Retry-After header (the error handler sets it, not the body). */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) => {
  const error = new AppError('RATE_LIMITED', message);
  if (retryAfterSeconds !== undefined) error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
};
