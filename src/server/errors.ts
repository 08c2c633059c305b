/**
 * One error type for every refusal the server makes (DESIGN rule 6): services throw AppError,
 * the handler in app.ts maps it to `{ message }` with its status. Anything else is a 500 whose
 * details stay in the log.
 */
export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, message, errors ? { errors } : {});
export const unauthorized = (message = 'Sign in to continue', extra: Record<string, unknown> = {}) =>
  new AppError(401, message, extra);
export const forbidden = (message = 'You do not have access to this') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
