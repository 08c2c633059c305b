/**
 * A compiled writer sends what the schema's encode and JSON.stringify would send for a well-formed
 * answer, and, like the encode, nothing the schema does not name. An answer that does not agree
 * with its schema is refused, never written with a value made up to fit (a null total as 0).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderResponse } from '@domain/orders';
import { makeOrder } from '@web/features/orders/order-fixture';
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

describe('an order page that does not match its schema', () => {
  const write = compileSerializer(z.array(orderResponse));
  const page = (broken: Record<string, unknown>) => [
    makeOrder({ id: 1 }),
    { ...makeOrder({ id: 2 }), ...broken },
  ];

  it('writes a well-formed page as the encode does, nullable fields as null', () => {
    const orders = [makeOrder({ id: 1, rateCardVersion: null, estimatedTime: null }), makeOrder({ id: 2 })];
    expect(write(orders)).toBe(JSON.stringify(z.array(orderResponse).encode(orders)));
    expect(JSON.parse(write(orders))[0]).toMatchObject({ rateCardVersion: null, estimatedTime: null });
  });

  it.each([
    ['a null total', { totalCost: null }, /\[1\]\.totalCost: null where the schema wants string/],
    ['a null contact flag', { requiresSignature: null }, /\[1\]\.requiresSignature: null/],
    ['a null id', { clientId: null }, /\[1\]\.clientId: null/],
    ['a number for a string', { totalCost: 28 }, /\[1\]\.totalCost: number/],
    ['a string for a number', { estimatedTime: '35' }, /\[1\]\.estimatedTime: string/],
    ['a status outside the list', { status: 'lost' }, /\[1\]\.status: "lost" is not one of its values/],
    ['a missing total', { totalCost: undefined }, /\[1\]\.totalCost: missing/],
    [
      'a price line without its amount',
      { priceLines: [{ code: 'base', label: 'Base' }] },
      /\[1\]\.priceLines\[0\]\.amount: missing/,
    ],
  ])('refuses %s instead of writing a value a client would trust', (_what, broken, problem) => {
    expect(() => write(page(broken))).toThrow(problem);
  });

  it('leaves an optional key out when it is absent, as the encode does', () => {
    const { etaAt: _eta, ...order } = { ...makeOrder(), etaAt: undefined };
    expect(JSON.parse(write([order]))[0]).not.toHaveProperty('etaAt');
  });
});
