/**
 * Which answers hold a one-time secret, and so are never kept for replay: decided from the route's
 * own answer schema, so a new route answering a field named like a secret is withheld without
 * anyone remembering to say so. A route may also say it outright (`config: { secretAnswer: true }`).
 */
import type { ZodType } from 'zod';

/** Field names that carry a secret shown once: a session token, a TOTP seed, recovery codes. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'sessionToken',
  'token',
  'secret',
  'otpauthUrl',
  'qrCode',
  'recoveryCodes',
  'password',
  'apiKey',
]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer carries a secret: an Idempotency-Key replay is refused instead of kept. */
    secretAnswer?: boolean;
  }
}

interface ZodInternals {
  _zod?: { def?: Record<string, unknown> & { type?: string } };
}

/** The field names anywhere in a zod schema (objects, arrays, optionals, unions, intersections). */
function fieldNames(schema: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return into;
  seen.add(schema);
  const def = (schema as ZodInternals)._zod?.def;
  if (!def) return into;
  const shape = def.shape as Record<string, unknown> | undefined;
  if (shape && typeof shape === 'object') {
    for (const [name, field] of Object.entries(shape)) {
      into.add(name);
      fieldNames(field, into, seen);
    }
  }
  for (const inner of ['innerType', 'element', 'in', 'out', 'left', 'right', 'valueType', 'schema']) {
    fieldNames(def[inner], into, seen);
  }
  if (Array.isArray(def.options)) for (const option of def.options) fieldNames(option, into, seen);
  if (typeof def.getter === 'function') fieldNames((def.getter as () => unknown)(), into, seen);
  return into;
}

/** Whether any answer a route declares names a secret field. */
export function answersCarrySecrets(response: Record<string, unknown> | undefined): boolean {
  if (!response) return false;
  return Object.values(response).some((schema) =>
    [...fieldNames(schema as ZodType, new Set())].some((name) => SECRET_FIELDS.has(name)),
  );
}
