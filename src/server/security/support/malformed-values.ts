/**
 * The bad values the malformed and hostile request generators draw from, and the OpenAPI
 * shapes they read: apart from malformed.ts so the query-combination generator uses them too.
 */

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  minItems?: number;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/orders/{id}. */
  path: string;
  params: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
}

export interface MalformedRequest {
  /** What was broken, for a readable failure. */
  what: string;
  url: string;
  /** Raw body text, sent as is with `contentType`. */
  body?: string;
  contentType?: string;
}

/** mulberry32: small, fast, seeded. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

export const SQL = ["1' OR '1'='1", "'; DROP TABLE orders; --", '1; SELECT pg_sleep(5)', "admin'--"];
export const SCRIPT = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)'];
export const UNICODE = ['١٢٣', '𝟙𝟚𝟛', 'Ｍａｒｉａ\u202e', '\u0000', '\ud800', '🚑'.repeat(3)];
const HUGE = 'A'.repeat(200_000);

/** Values the schema refuses, whatever zod's coercions (numbers from strings, etc.) accept. */
export function invalidValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  const notNull = schema.nullable ? [] : [null];
  if (schema.anyOf) {
    // The device timestamp: an ISO time or epoch milliseconds; neither of these is one.
    return ['not-a-time', '2024-02-30T25:00:00Z', -5, {}, [], true, ...SQL.slice(0, 1), ...notNull];
  }
  switch (schema.type) {
    case 'string': {
      // No number: some text fields take one on purpose (a payment's amount: 45.3 or "45.30").
      values.push(true, {}, [], ['x'], ...notNull, HUGE);
      if (schema.maxLength !== undefined) {
        values.push('é'.repeat(schema.maxLength + 1), SQL[0] + 'x'.repeat(schema.maxLength));
      }
      if ((schema.minLength ?? 0) >= 1) values.push('');
      const candidates = [...SQL, ...SCRIPT, ...UNICODE, 'not-a-value', 'ADMIN', ' client'];
      if (schema.enum) values.push(...candidates.filter((c) => !schema.enum!.includes(c)));
      else if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        values.push(...candidates.filter((c) => !pattern.test(c)));
      } else if (schema.format === 'date-time') values.push('yesterday', '2024-02-30T00:00:00Z', SQL[1]);
      return values;
    }
    case 'number':
    case 'integer': {
      values.push('abc', '12abc', 'NaN', SQL[0], SCRIPT[0], {}, [], true, ...notNull);
      if (schema.minimum !== undefined) {
        values.push(schema.exclusiveMinimum ? schema.minimum : schema.minimum - 1, -1e308);
      }
      if (schema.maximum !== undefined) values.push(schema.maximum + 1, 1e308);
      if (schema.type === 'integer') values.push(1.5);
      return values;
    }
    case 'boolean':
      return ['yes', 2, {}, [], SQL[0], ...notNull];
    case 'object':
      return ['an object', 42, [], true, ...notNull];
    case 'array':
      // An empty list is refused only where the schema says so (a standing order's skipDates: []
      // clears them).
      return (schema.minItems ?? 1) >= 1 ? [{}, []] : [{}];
    default:
      return [{}, []];
  }
}

/** Values for a path or query parameter: text in a URL, so types are spelled out. */
export function invalidParamValues(schema: JsonSchema): string[] {
  if (schema.type === 'integer' || schema.type === 'number') {
    const values = ['0', '-1', '-0', '1.5', 'abc', 'NaN', 'Infinity', '1e400', '99999999999999999999999'];
    values.push('2147483648', '9007199254740993', '١٢٣', 'null', '%00', '[1]', ...SQL, ...SCRIPT);
    if (schema.maximum !== undefined && schema.maximum < 1e9) values.push(String(schema.maximum + 1));
    return values;
  }
  // Free text (a search box) takes any of the payloads below: those are hostileText's, not ours.
  const values = isFreeText(schema)
    ? []
    : [...SQL, ...SCRIPT, ...UNICODE.slice(0, 3), '%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000)];
  if (schema.enum) values.push('not-a-value', 'ALL');
  if (schema.maxLength !== undefined) values.push('y'.repeat(schema.maxLength + 1));
  else if (isFreeText(schema)) values.push('z'.repeat(100_000));
  return values.filter((v) => !schema.enum?.includes(v));
}

/** A string with no enum, pattern or format: any text within its length is valid. */
export const isFreeText = (schema: JsonSchema) =>
  schema.type === 'string' && !schema.enum && !schema.pattern && !schema.format && !schema.anyOf;

/**
 * Valid but hostile text for free-text fields: SQL, script, control characters, a lone
 * surrogate, right-to-left override, text at exactly the length limit. The app may accept or
 * refuse these, but must never fail on them (PostgreSQL refuses a NUL in text, for one).
 */
export function hostileText(schema: JsonSchema): string[] {
  const atLimit = schema.maxLength !== undefined ? ['é'.repeat(schema.maxLength)] : [];
  return [...SQL, ...SCRIPT, ...UNICODE, 'a\u0000b', '\u0007\u001b[31m', ...atLimit];
}

export type QueryParam = Operation['params'][number];
