/**
 * Every route whose answer can hold a protected field declares it (decision 044): the answer
 * schemas of all registered routes are walked for the keys of PROTECTED_KEYS, and each group found
 * must be among the route's `config.reveals`. A route added later with contacts in its answer and
 * no declaration fails here. Routes that answer no schema (the label PDF) are declared by hand and
 * proved by the authorisation matrix, which counts the entries every answer leaves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { protectedGroupsOf } from './schema-keys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the routes that reveal protected fields', () => {
  it('each declare every group their answer schema can hold', () => {
    const undeclared: string[] = [];
    let revealing = 0;
    for (const [route, declaration] of t.app.accessDeclarations) {
      const found = new Set<string>();
      for (const [status, schema] of Object.entries(declaration.response ?? {})) {
        if (status.startsWith('2')) for (const group of protectedGroupsOf(schema)) found.add(group);
      }
      if (found.size > 0) revealing++;
      const missing = [...found].filter((g) => !declaration.reveals?.includes(g as never));
      if (missing.length > 0) undeclared.push(`${route}: ${missing.join(', ')}`);
    }
    expect(undeclared).toEqual([]);
    // The walk finds what it should: the order answers, custody, the address book, standing orders.
    expect(revealing).toBeGreaterThan(20);
  });

  // A PDF or a file has no schema to walk: such a route must say what it reveals.
  it('each GET answer without a schema (a PDF, a file) declares what it reveals', () => {
    const unknown = [...t.app.accessDeclarations]
      .filter(([route, d]) => route.startsWith('GET /api/') && !d.reveals)
      .filter(([, d]) => !Object.keys(d.response ?? {}).some((status) => status.startsWith('2')))
      .map(([route]) => route);
    expect(unknown).toEqual([]);
  });

  it('finds the groups in nested, optional and listed answers', async () => {
    const { z } = await import('zod');
    const schema = z.array(
      z.object({ a: z.object({ proof: z.object({ idLast4: z.string() }).nullable() }).optional() }),
    );
    expect([...protectedGroupsOf(schema)].sort()).toEqual(['id-digits', 'proof-name']);
    expect([...protectedGroupsOf(z.object({ id: z.number() }))]).toEqual([]);
  });
});
