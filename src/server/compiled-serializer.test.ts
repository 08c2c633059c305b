/**
 * A compiled writer sends what the schema's encode and JSON.stringify would send for a well-formed
 * answer, and, like the encode, nothing the schema does not name.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileSerializer } from './compiled-serializer';

const person = z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() });
const answer = z.array(
  z.object({
    id: z.number().int(),
    status: z.enum(['pending', 'delivered']),
    note: z.string().nullable(),
    at: z.string().nullable().optional(),
    late: z.boolean().optional(),
    flagged: z.literal(true).optional(),
    lines: z.array(z.object({ code: z.string(), amount: z.string() })),
    client: person.optional(),
    driver: person.extend({ rating: z.string().nullable() }).nullable().optional(),
  }),
);

const encoded = (value: unknown) => JSON.stringify(answer.encode(value as z.output<typeof answer>));

describe('compileSerializer', () => {
  const write = compileSerializer(answer);

  it('writes what the schema encodes: nulls, absent optionals, nested objects and lists', () => {
    const page = [
      {
        id: 1,
        status: 'pending',
        note: null,
        lines: [],
        client: { id: 2, name: 'Ann "the lab" O\'Neil\n', phone: null },
        driver: null,
      },
      {
        id: 2,
        status: 'delivered',
        note: 'left at the desk \u2013 room 4\u00a0B',
        at: '2026-03-01T10:00:00.000Z',
        late: false,
        flagged: true,
        lines: [{ code: 'base', amount: '25.00' }],
        driver: { id: 7, name: 'Bo', phone: '+1 713 555 0100', rating: '4.80' },
      },
    ];
    expect(write(page)).toBe(encoded(page));
  });

  it('leaves out keys the schema does not name, at every depth', () => {
    const page = [
      {
        id: 3,
        status: 'pending',
        note: null,
        passwordHash: 'secret',
        lines: [{ code: 'base', amount: '1.00', cost: 'internal' }],
        client: { id: 2, name: 'Ann', phone: null, totpSecret: 'secret' },
      },
    ];
    const written = write(page);
    expect(written).not.toContain('secret');
    expect(written).not.toContain('internal');
    expect(JSON.parse(written)).toEqual([
      {
        id: 3,
        status: 'pending',
        note: null,
        lines: [{ code: 'base', amount: '1.00' }],
        client: { id: 2, name: 'Ann', phone: null },
      },
    ]);
  });
});
