/** Turns every error into `{ message }` with the right status; a 500 never shows internals. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors';
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

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error);
    const first = errors[0];
    const message = first
      ? first.message.toLowerCase().includes(first.path.toLowerCase())
        ? first.message
        : `${first.path}: ${first.message}`
      : 'Invalid request';
    return reply.code(400).send({ message, errors });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  }
  if (isConcurrentChange(error)) {
    request.log.warn({ err: error }, 'concurrent change refused by the database');
    return reply
      .code(409)
      .send({ message: 'Someone else changed this at the same moment. Please try again.' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own refusals: bad JSON, wrong content type, body too large, rate limit.
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'Request body is not valid JSON'
        : error.message;
    return reply.code(status).send({ message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
}
