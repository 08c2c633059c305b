/**
 * Malformed requests, generated from the route's own OpenAPI schema (the zod schemas turned into
 * JSON Schema by @fastify/swagger) around a request that would succeed. Every request carries at
 * least one thing its schema forbids: a wrong type, a missing field, a string too long, a value
 * outside its enum or range, broken JSON, a body of the wrong content type. SQL, script and
 * unicode payloads travel as such invalid values. A seeded generator keeps every run the same.
 */

import { combinedQueryRequests } from './malformed-query';
import {
  hostileText,
  invalidParamValues,
  invalidValues,
  isFreeText,
  seeded,
  SQL,
  type MalformedRequest,
  type Operation,
} from './malformed-values';

export * from './malformed-values';
const EXTRA_FIELDS = { role: 'admin', isAdmin: true, clientId: 1, totalCost: '0.01', driverId: 1 };

const RAW_BODIES: readonly [string, string][] = [
  ['truncated JSON', '{"status": "cancel'],
  ['trailing comma', '{"a": 1,}'],
  ['single quotes', "{'a': 1}"],
  ['bare word', 'cancelled'],
  ['unterminated array', '[1, 2'],
  ['NaN literal', '{"a": NaN}'],
  ['comment', '{"a": 1 /* x */}'],
  ['prototype pollution', '{"__proto__": {"role": "admin"}}'],
  ['constructor pollution', '{"constructor": {"prototype": {"role": "admin"}}}'],
  ['deep nesting', '['.repeat(5000) + ']'.repeat(5000)],
  ['array', '[]'],
  ['string', '"text"'],
  ['number', '42'],
  ['boolean', 'true'],
  ['empty', ''],
];

/** The whole set for one operation, around a request that would succeed. */
export function malformedRequests(
  op: Operation,
  base: { url: string; payload?: unknown },
  count: number,
  seed: number,
  parts: 'all' | 'params' = 'all',
): MalformedRequest[] {
  const random = seeded(seed);
  const [basePath, baseQuery = ''] = base.url.split('?');
  const query = new URLSearchParams(baseQuery);
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const baseBody = (base.payload ?? {}) as Record<string, unknown>;
  const withQuery = (q: URLSearchParams) => (q.size ? `${basePath}?${q}` : basePath!);
  const out: MalformedRequest[] = [];
  const bodyPart = op.body ? json(baseBody) : {};

  // The id in the path, one bad value at a time ('%..' values are sent already encoded).
  for (const p of pathParams) {
    for (const v of invalidParamValues(p.schema)) {
      const encoded = v.includes('%') ? v : encodeURIComponent(v);
      const path = op.path.replace(`{${p.name}}`, encoded);
      out.push({
        what: `path ${p.name}=${v.slice(0, 40)}`,
        url: withQuery(query).replace(basePath!, path),
        ...bodyPart,
      });
    }
  }
  // Each query parameter wrong; required ones missing; repeated.
  for (const p of queryParams) {
    for (const v of invalidParamValues(p.schema)) {
      const q = new URLSearchParams(query);
      q.set(p.name, decodeURIComponent(v));
      out.push({ what: `query ${p.name}=${v.slice(0, 40)}`, url: withQuery(q), ...bodyPart });
    }
    if (p.required) {
      const q = new URLSearchParams(query);
      q.delete(p.name);
      out.push({ what: `query ${p.name} missing`, url: withQuery(q), ...bodyPart });
    }
    if (!p.schema.enum && p.schema.type !== 'string') {
      const q = new URLSearchParams(query);
      q.append(p.name, 'abc');
      q.append(p.name, '2');
      out.push({ what: `query ${p.name} twice`, url: withQuery(q), ...bodyPart });
    }
  }

  out.push(...combinedQueryRequests(queryParams, query, withQuery, bodyPart));

  if (op.body && parts === 'all') {
    const url = base.url;
    const props = op.body.properties ?? {};
    // Each field missing, then each field wrong in each way.
    for (const name of op.body.required ?? []) {
      const rest = { ...baseBody };
      delete rest[name];
      out.push({ what: `body ${name} missing`, url, ...json(rest) });
    }
    const variants: [string, unknown][] = Object.entries(props).flatMap(([name, schema]) =>
      invalidValues(schema).map((v): [string, unknown] => [name, v]),
    );
    for (const [name, v] of variants) {
      out.push({ what: `body ${name}=${preview(v)}`, url, ...json({ ...baseBody, [name]: v }) });
    }
    // Nested objects (the proof of a step): each of their fields wrong too.
    for (const [name, schema] of Object.entries(props)) {
      for (const [inner, innerSchema] of Object.entries(schema.properties ?? {})) {
        for (const v of invalidValues(innerSchema)) {
          out.push({
            what: `body ${name}.${inner}=${preview(v)}`,
            url,
            ...json({ ...baseBody, [name]: { name: 'A', [inner]: v } }),
          });
        }
      }
    }
    // Broken or wrong-shaped JSON; null only where the body may not be null.
    for (const [what, text] of RAW_BODIES) {
      out.push({ what: `body ${what}`, url, body: text, contentType: 'application/json' });
    }
    if (!op.body.nullable)
      out.push({ what: 'body null', url, body: 'null', contentType: 'application/json' });
    // The right body in the wrong content types, and a body over the 1 MiB limit.
    const text = JSON.stringify(baseBody);
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data; boundary=x',
    ]) {
      out.push({ what: `content type ${type}`, url, body: text, contentType: type });
    }
    out.push({ what: 'body over 1 MiB', url, ...json({ ...baseBody, padding: 'x'.repeat(1_100_000) }) });
    // Random mixes to reach the count: two or three wrong fields, plus fields nobody may set.
    while (variants.length && out.length < count) {
      const mix: Record<string, unknown> = { ...baseBody, ...(random.next() < 0.5 ? EXTRA_FIELDS : {}) };
      const picks = Array.from({ length: 2 + Math.floor(random.next() * 2) }, () => random.pick(variants));
      for (const [name, v] of picks) mix[name] = v;
      out.push({
        what: `body mix ${picks.map(([n, v]) => `${n}=${preview(v)}`).join(', ')}`,
        url,
        ...json(mix),
      });
    }
  }
  // Routes without a body: random mixes of the bad path and query values above, with extra
  // query parameters (ignored) beside them.
  const singles = out.slice();
  while (singles.length && out.length < count) {
    const one = random.pick(singles);
    const joiner = one.url.includes('?') ? '&' : '?';
    out.push({
      ...one,
      what: `${one.what} + extra query`,
      url: `${one.url}${joiner}role=admin&clientId=1&${SQL[0]}=1`,
    });
  }
  return out;
}

/** Hostile but valid text in each free-text field of the body and query, one at a time. */
export function hostileRequests(op: Operation, base: { url: string; payload?: unknown }): MalformedRequest[] {
  const out: MalformedRequest[] = [];
  const [basePath, baseQuery = ''] = base.url.split('?');
  for (const p of op.params.filter((p) => p.in === 'query' && isFreeText(p.schema))) {
    for (const v of hostileText(p.schema)) {
      const q = new URLSearchParams(baseQuery);
      q.set(p.name, v);
      out.push({ what: `query ${p.name}=${preview(v)}`, url: `${basePath}?${q}` });
    }
  }
  const baseBody = (base.payload ?? {}) as Record<string, unknown>;
  for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
    if (!isFreeText(schema)) continue;
    for (const v of hostileText(schema)) {
      const body = JSON.stringify({ ...baseBody, [name]: v });
      out.push({ what: `body ${name}=${preview(v)}`, url: base.url, body, contentType: 'application/json' });
    }
  }
  return out;
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}...(${text.length})` : text;
}
