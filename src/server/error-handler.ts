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
