/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a NUL in a name, an address or a search
 * box would pass its schema, reach a query and fail there with a 500. Every route refuses it here
 * with a 400 naming the field. A preHandler, so the role checks (preValidation) and the schemas
 * answer first, exactly as they would without this hook.
 */
import fp from 'fastify-plugin';
import { badRequest } from '../errors';

const NUL = '\u0000';
/** Deeper than any of our schemas; validation has refused anything nested further already. */
const MAX_DEPTH = 16;

/** The path of the first string holding a NUL, or null. */
export function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(NUL)) return path ? `${path}.${key.replaceAll(NUL, '')}` : key.replaceAll(NUL, '');
    const found = nulPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export const rejectNulText = fp(async (app) => {
  app.addHook('preHandler', async (request) => {
    const path = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
    if (path !== null) {
      const message = `${path || 'body'} must not contain a NUL character`;
      throw badRequest(message, [{ path: path || 'body', message }]);
    }
  });
});
