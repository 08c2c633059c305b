/**
 * A route's answer written by a function compiled once from its zod schema (fast-json-stringify),
 * for the hot lists. The app's serializer (fastify-type-provider-zod) encodes every answer through
 * its schema, which copies each object of it, and then calls JSON.stringify; for a page of 50
 * orders that copy is a large share of the request's CPU. The compiled function writes the
 * schema's keys in the schema's order straight from the objects the handler built, so the bytes
 * are those the app's serializer would send for a well-formed answer; keys the schema does not
 * name are left out, as the encode leaves them out. fast-json-stringify itself would write a wrong
 * type as the schema's type (a null total as 0, a null name as "") and leave a missing key out, so
 * the answer is first checked against the schema's types and required keys (serializer-check.ts):
 * one that does not agree is refused (500, logged), never sent as a value a client would trust.
 * The handlers that use it build their answers with a typed mapper (the schema's own TypeScript
 * type), and the OpenAPI document is unchanged (it reads the zod schema, not this).
 *
 *   app.get(url, { schema: { response: { 200: list } }, serializerCompiler: compiledSerializer }, ...)
 */
import build from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { compileCheck } from './serializer-check';

type JsonSchema = Record<string, unknown>;

const isSchema = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * zod's JSON schema in the words fast-json-stringify compiles without a validator: `X | null`
 * (an `anyOf` with a null branch) becomes X with `nullable: true`, and a `const` keeps only its
 * type (fast-json-stringify would write the constant whatever the value is). `required` goes:
 * fast-json-stringify writes the required keys before the others, which would send an object's
 * keys in another order than the schema's (and than every other answer of the same object).
 */
export function serializerSchema(node: JsonSchema): JsonSchema {
  const branches = node.anyOf;
  if (Array.isArray(branches)) {
    const others = (branches as JsonSchema[]).filter((branch) => branch.type !== 'null');
    if (others.length === 1 && others.length < branches.length) {
      return { ...serializerSchema(others[0]!), nullable: true };
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === 'required' || (key === 'const' && node.type !== undefined)) continue;
    if (key === 'properties' && isSchema(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [
          name,
          isSchema(inner) ? serializerSchema(inner) : inner,
        ]),
      );
    } else if ((key === 'items' || key === 'additionalProperties') && isSchema(value)) {
      out[key] = serializerSchema(value);
    } else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value)) {
      out[key] = value.map((inner: unknown) => (isSchema(inner) ? serializerSchema(inner) : inner));
    } else {
      out[key] = value;
    }
  }
  return out;
}

const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

/** The compiled writer of a zod schema's values (once per schema). */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  let write = compiled.get(schema);
  if (!write) {
    const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    const unchecked = build(serializerSchema(json as JsonSchema)) as (data: unknown) => string;
    const check = compileCheck(json as JsonSchema);
    write = (data) => {
      const problem = check(data);
      if (problem !== null) throw new Error(`the answer does not match its schema: answer${problem}`);
      return unchecked(data);
    };
    compiled.set(schema, write);
  }
  return write;
}

/** A route's `serializerCompiler`: its response schemas (zod) compiled by fast-json-stringify. */
export const compiledSerializer = <S>({ schema }: Parameters<FastifySerializerCompiler<S>>[0]) =>
  compileSerializer(schema as unknown as z.ZodType);
