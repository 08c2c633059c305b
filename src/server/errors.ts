/**
 * One error type for every refusal the server makes: services throw AppError, the handler in
 * error-handler.ts maps it to `{ message, code }` with its status. Anything else is a 500 whose
 * details stay in the log.
 */
import { codeForStatus, type ErrorCode } from '@domain/error-codes';

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  /** Set on a 429: how long the caller should wait. */
  retryAfterSeconds?: number;
  /** The stable code of the answer (domain/error-codes.ts); the status's general one by default. */
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? codeForStatus(statusCode);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, message, errors ? { errors } : {}, errors ? 'VALIDATION_FAILED' : 'BAD_REQUEST');
export const unauthorized = (message = 'Sign in to continue', extra: Record<string, unknown> = {}) =>
  new AppError(401, message, extra);
export const forbidden = (message = 'You do not have access to this') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
/** `code` tells a program which conflict it is (JOB_TAKEN, PROOF_MISSING...); CONFLICT otherwise. */
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new AppError(409, message, {}, code);
/** `retryAfterSeconds` becomes the Retry-After header (the error handler sets it, not the body). */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) => {
  const error = new AppError(429, message, {}, 'RATE_LIMITED');
  if (retryAfterSeconds !== undefined) error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
};
