/**
 * The access log: who read which protected fields of which orders, when, from where and through
 * which route. One table of the protected field groups (the log, the audit screen, the routes'
 * declarations and the guard test that walks every answer schema all read it), and the schemas of
 * the log's requests and answers.
 */
import { z } from 'zod';
import { dayOrInstant, rangeInOrder, type DayOrInstant } from './admin';
import { startOfDay, addDays } from './central-time';
import { FIELD_GROUPS, type FieldGroup } from './field-groups';

export * from './field-groups';

/**
 * The answer keys that hold each group. A route whose answer schema has one of these keys must
 * declare the group it reveals (src/server/modules/access-log/coverage.test.ts walks every route).
 * `proof` is the hand-over proof object (name, ID, signature); `content` a custody entry's
 * committed content, which names the contacts, the item and the proof.
 */
export const PROTECTED_KEYS: Readonly<Record<string, readonly FieldGroup[]>> = {
  pickupContactName: ['contacts'],
  pickupContactPhone: ['contacts'],
  deliveryContactName: ['contacts'],
  deliveryContactPhone: ['contacts'],
  contactName: ['contacts'],
  contactPhone: ['contacts'],
  itemDescription: ['item'],
  specialInstructions: ['item'],
  proof: ['proof-name'],
  typedName: ['proof-name'],
  signature: ['signature'],
  photo: ['photo'],
  idLast4: ['id-digits'],
  temperatureC: ['temperature'],
  readings: ['temperature'],
};

/**
 * What the custody certificate (the ledger with its proofs) reveals: every group, the certificate
 * named first, so a group added to FIELD_GROUPS is one the certificate declares.
 */
export const CUSTODY_FIELDS: readonly FieldGroup[] = [
  'custody-certificate',
  ...FIELD_GROUPS.filter((group) => group !== 'custody-certificate'),
];

/** An order as its detail and list answers show it. */
export const ORDER_FIELDS: readonly FieldGroup[] = ['contacts', 'item'];

/**
 * A document of money (an invoice, a pay statement, an accounting export) names orders by number and
 * cost centre only: it reveals no protected group, and says so.
 */
export const NO_PROTECTED_FIELDS: readonly FieldGroup[] = [];

type OrderFieldsShown = {
  pickupContactName: string | null;
  pickupContactPhone: string | null;
  deliveryContactName: string | null;
  deliveryContactPhone: string | null;
};

/**
 * The groups a set of order answers really holds: a driver's view of an open job (its area only)
 * carries the item but no contact, so its read names the item alone.
 */
export function orderFieldsOf(orders: readonly OrderFieldsShown[]): FieldGroup[] {
  const contacts = orders.some(
    (o) => o.pickupContactName ?? o.pickupContactPhone ?? o.deliveryContactName ?? o.deliveryContactPhone,
  );
  return contacts ? ['contacts', 'item'] : ['item'];
}

const id = (field: string) =>
  z.coerce
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a whole number`)
    .max(2_147_483_647, `${field} is too large`);

/** GET /api/admin/access-log: every filter optional; newest first, one page at a time. */
export const accessLogQuery = z
  .object({
    orderId: id('orderId').optional(),
    userId: id('userId').optional(),
    /** A Central calendar day (the whole day) or an exact instant, as dispatch's order filter. */
    from: dayOrInstant('from').optional(),
    to: dayOrInstant('to').optional(),
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be between 1 and 500')
      .max(500, 'limit must be between 1 and 500')
      .default(100),
    /** The `x-next-cursor` of the previous page: entries older than this sequence number. */
    cursor: id('cursor').optional(),
  })
  .superRefine(rangeInOrder);
export type AccessLogQuery = z.output<typeof accessLogQuery>;

/** The instants a filter's ends stand for: a day from its first moment to the next day's first. */
export function instantRange(query: { from?: DayOrInstant | undefined; to?: DayOrInstant | undefined }) {
  const end = (v: DayOrInstant, next: boolean) =>
    'at' in v ? v.at : startOfDay(next ? addDays(v.day, 1) : v.day);
  return {
    from: query.from ? end(query.from, false) : undefined,
    /** Exclusive for a day (before the next day starts), inclusive for an instant. */
    to: query.to
      ? 'day' in query.to
        ? new Date(end(query.to, true).getTime() - 1)
        : query.to.at
      : undefined,
  };
}

/** One read of protected fields (contract: at, userId, role, fields, route). */
export const accessLogEntry = z.object({
  /** The entry's place in the hash chain: 1, 2, 3... with no gap. */
  seq: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  /** The reader's name now (the log itself keeps the id). */
  userName: z.string().nullable(),
  role: z.string(),
  fields: z.array(z.enum(FIELD_GROUPS)),
  /** `GET /api/orders/:id`: the route as declared, never the URL with its query string. */
  route: z.string(),
  orderIds: z.array(z.number().int()),
  /** Other records read, `kind:id`: a standing order, a saved place, an order template. */
  records: z.array(z.string()),
  ipAddress: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntry>;

/** GET /api/admin/access-log/verify: the whole chain recomputed. */
export const accessLogVerification = z.object({
  valid: z.boolean(),
  checked: z.number().int(),
  lastSeq: z.number().int().nullable(),
  /** The first sequence number that is missing or altered, or null. */
  brokenAt: z.number().int().nullable(),
  problem: z.string().nullable(),
});
export type AccessLogVerification = z.infer<typeof accessLogVerification>;
