/** Turns every error into `{ message, code }` with the right status; a 500 never shows internals. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { codeForStatus, ERROR_CODES, isErrorCode } from '@domain/error-codes';
import { AppError } from './errors';
import { isDatabaseUnavailable } from './db/unavailable';
import type { FieldError } from './errors';

function fieldErrors(error: FastifyError): FieldError[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const path = String(issue.instancePath ?? '')
      .replace(/^\//, '')
      .replace(/\//g, '.');
    return { path: path || context, message: issue.message ?? 'Invalid value' };
  });
}

/**
 * PostgreSQL's "could not serialize" (40001) and "deadlock detected" (40P01): two requests changed
 * the same rows at the same moment and the database stopped one. Nothing was written, and trying
 * again is the right answer, so it is a 409 for the client rather than a 500. Drizzle wraps the
 * driver's error, so the code may sit on a cause.
 */
const CONCURRENT_CHANGE_CODES = new Set(['40001', '40P01']);

export function isConcurrentChange(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONCURRENT_CHANGE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What a 503 for a lost database tells the client to wait; a failover usually takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.statusCode).send({ message: error.message, code: error.code, ...error.extra });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error);
    const first = errors[0];
    const message = first
      ? first.message.toLowerCase().includes(first.path.toLowerCase())
        ? first.message
        : `${first.path}: ${first.message}`
      : 'Invalid request';
    return reply.code(400).send({ message, code: 'VALIDATION_FAILED', errors });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return reply
      .code(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  }
  if (isConcurrentChange(error)) {
    request.log.warn({ err: error }, 'concurrent change refused by the database');
    return reply.code(409).send({
      message: 'Someone else changed this at the same moment. Please try again.',
      code: 'CONCURRENT_CHANGE',
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own refusals: bad JSON, wrong content type, body too large, rate limit.
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'Request body is not valid JSON'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? // The one large thing a body carries is a photo: say what fits.
            'Request body is too large (at most 1 MiB): proof.photo must be at most 300 KB'
          : error.message;
    return reply.code(status).send({ message, code: codeForStatus(status) });
  }
  if (isDatabaseUnavailable(error)) {
    // The database is away (restart, failover, timeout): a fault to wait out, not a bug.
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({
      message: 'The service is briefly unavailable (database). Please try again in a few seconds.',
      code: 'SERVICE_UNAVAILABLE',
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .code(500)
    .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
}

/**
 * The last word on an error answer's shape: a JSON error sent by a plugin or a route (the 404 of an
 * unknown path, the rate limiter, the idempotency guard, the health check) without a `code` gets
 * its status's general one, so every error answer a program reads carries one.
 */
export function addErrorCode(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> | unknown {
  if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
  if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (!body || typeof body !== 'object' || !('message' in body) || isErrorCode(body.code)) return payload;
    // Fastify's own answers (a path parameter too long, a bad URL) carry FST_ codes, not ours.
    return JSON.stringify({ ...body, code: codeForStatus(reply.statusCode) });
  } catch {
    return payload;
  }
}

/** Fastify's `frameworkErrors`: the router's own refusals, answered in our shape without echoing the path. */
export function routerError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message = status === 414 ? 'A path parameter is too long' : 'The URL is not valid';
  void reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ message, code: codeForStatus(status) });
}

/** The shape of every error answer, for the OpenAPI document: each code with its status and meaning. */
export const errorSchema = {
  type: 'object' as const,
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' as const, description: 'For people; may be reworded.' },
    code: {
      type: 'string' as const,
      enum: Object.keys(ERROR_CODES),
      description: Object.entries(ERROR_CODES)
        .map(([code, { status, meaning }]) => `- \`${code}\` (${status}): ${meaning}`)
        .join('\n'),
    },
    errors: {
      type: 'array' as const,
      description: 'With VALIDATION_FAILED: each field that was refused.',
      items: {
        type: 'object' as const,
        required: ['path', 'message'],
        properties: { path: { type: 'string' as const }, message: { type: 'string' as const } },
      },
    },
  },
};
