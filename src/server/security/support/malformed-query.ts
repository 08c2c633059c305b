/**
 * Query strings broken together: '?from=abc&to=abc' answered 500 where
 * either alone was a 400, because a range check read the other field's raw text. So: every
 * checked parameter wrong at once, and a range whose end comes before its start.
 */
import { invalidParamValues, isFreeText, type MalformedRequest, type QueryParam } from './malformed-values';

export function combinedQueryRequests(
  queryParams: readonly QueryParam[],
  query: URLSearchParams,
  withQuery: (q: URLSearchParams) => string,
  bodyPart: { body?: string; contentType?: string },
): MalformedRequest[] {
  const out: MalformedRequest[] = [];
  const checked = queryParams.filter((p) => !isFreeText(p.schema));
  const lists = checked.map((p) => invalidParamValues(p.schema));
  const broken = (pairs: [QueryParam, string][]) => {
    const q = new URLSearchParams(query);
    for (const [p, v] of pairs) q.set(p.name, decodeURIComponent(v));
    out.push({ what: `query together: ${q.toString().slice(0, 80)}`, url: withQuery(q), ...bodyPart });
  };
  // Each pair of parameters wrong together (an enum failure elsewhere would stop zod before the
  // cross-field check, so pairs, not only all at once), with a few of their bad values.
  for (let a = 0; a < checked.length; a++) {
    for (let b = a + 1; b < checked.length; b++) {
      for (let i = 0; i < 3; i++) {
        broken([
          [checked[a]!, lists[a]![i % lists[a]!.length]!],
          [checked[b]!, lists[b]![i % lists[b]!.length]!],
        ]);
      }
    }
  }
  if (checked.length > 2) {
    for (let i = 0; i < 5; i++) broken(checked.map((p, k) => [p, lists[k]![i % lists[k]!.length]!]));
  }
  const names = new Set(queryParams.map((p) => p.name));
  if (names.has('from') && names.has('to')) {
    for (const [from, to] of [
      ['2025-03-02', '2025-03-01'],
      ['2025-03-01T12:00:00Z', '2025-03-01T11:59:59Z'],
    ] as const) {
      const q = new URLSearchParams(query);
      q.set('from', from);
      q.set('to', to);
      out.push({ what: `query from ${from} after to ${to}`, url: withQuery(q), ...bodyPart });
    }
  }
  return out;
}
