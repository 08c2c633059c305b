/**
 * The error answers of the contract: each status, what it means, and the codes it carries (from the
 * catalogue, src/domain/error-codes.ts). Every one answers the shared `Error` schema.
 */
import { ERROR_CODES, type ErrorCode } from '@domain/error-codes';

export const ERROR_SCHEMA_REF = '#/components/schemas/Error';

export const ERROR_STATUSES = [400, 401, 402, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

const MEANING: Record<ErrorStatus, string> = {
  400: 'The request is invalid',
  401: 'No valid session',
  402: 'The payment is not complete',
  403: 'Not allowed for this caller',
  404: 'Not found, or not visible to this caller',
  409: 'Conflict with the current state',
  413: 'The request body is too large',
  415: 'Unsupported content type',
  422: 'Cannot be carried out',
  429: 'Too many requests; see Retry-After',
  500: 'A fault on the server',
  502: 'A service the API depends on failed',
  503: 'Briefly unavailable; see Retry-After',
};

/** The catalogued codes of a status, e.g. 409: CONFLICT, JOB_TAKEN, ... */
export function codesOf(status: number): ErrorCode[] {
  return (Object.keys(ERROR_CODES) as ErrorCode[]).filter((code) => ERROR_CODES[code].status === status);
}

/** One error answer as the route schema's response entry (@fastify/swagger turns it into a response). */
export function errorResponse(status: ErrorStatus) {
  return {
    description: `${MEANING[status]} (code: ${codesOf(status).join(', ')})`,
    content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
  };
}

/** A success answer a route's schema does not declare: an empty 204, or a file. */
export type SuccessAnswer = { status: 204 } | { status: 200; contentType: string; description: string };

/** A success answer the route's schema does not declare (operations.ts, `success`). */
export function successResponse(answer: SuccessAnswer) {
  if (answer.status === 204) return { description: 'Done; no content', type: 'null' };
  return {
    description: answer.description,
    content: { [answer.contentType]: { schema: { type: 'string', format: 'binary' } } },
  };
}
