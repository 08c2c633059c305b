/**
 * A driver's weekly settlement: Monday to Sunday in Central time, one line per delivered job with
 * its pay under the rule in force that day (driver-pay-rules.ts), bonuses and deductions dispatch
 * adds with a note, and the total. A draft is worked out afresh on every read; issuing freezes it
 * (numbered, lines and amounts stored) and nothing may change it after (409).
 *
 * A job belongs to the week it was delivered in; one whose delivery reached the server only after
 * that week was issued (recorded offline, sent later) goes to the next week not yet issued, so no
 * delivered job is ever left unpaid or paid twice.
 */
import { z } from 'zod';
import { addDays, weekStart } from './central-time';
import { displayNumber } from './display';
import { centsToMoney, payDay, payPart, toCents } from './driver-pay-rules';

export const SETTLEMENT_STATUSES = ['draft', 'issued'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const ADJUSTMENT_KINDS = ['bonus', 'deduction'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

export const SETTLEMENT_ISSUED = 'This settlement has been issued and cannot change';
export const WEEK_NOT_OVER = 'A week can be issued once it is over (from the Monday after)';

const MAX_ID = 2_147_483_647;
const driverId = z.coerce
  .number({ message: 'driverId must be a number' })
  .int('driverId must be a whole number')
  .positive('driverId must be a driver id')
  .max(MAX_ID, 'driverId is too large');

/** A Monday, the first day of a settlement week. */
const monday = payDay('weekStart').refine(
  (day) => weekStart(day) === day,
  'weekStart must be a Monday (YYYY-MM-DD)',
);

export const driverWeekParams = z.object({ driverId, weekStart: monday });
export const driverParams = z.object({ driverId });
export const weeksQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(104, 'limit must be at most 104')
    .default(12),
});

/** POST .../adjustments: a bonus or a deduction, always with a note saying why. */
export const adjustmentRequest = z.object({
  kind: z.enum(ADJUSTMENT_KINDS, { message: 'kind must be bonus or deduction' }),
  amount: z.preprocess(
    (v) =>
      typeof v === 'number' && Number.isFinite(v) ? v.toFixed(2) : typeof v === 'string' ? v.trim() : v,
    z
      .string({ message: 'amount must be a number' })
      .regex(/^\d{1,6}(\.\d{1,2})?$/, 'amount must be a dollar amount such as 25.00')
      .refine((v) => Number(v) > 0, 'amount must be more than 0')
      .transform((v) => Number(v).toFixed(2)),
  ),
  note: z
    .string({ message: 'note: say what the adjustment is for' })
    .trim()
    .min(3, 'note: say what the adjustment is for (at least 3 characters)')
    .max(200, 'note must be at most 200 characters')
    .refine((v) => !/[\p{Cc}\p{Cs}]/u.test(v), 'note contains characters that are not allowed'),
});
export type AdjustmentRequest = z.input<typeof adjustmentRequest>;

export const settlementLine = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  deliveredAt: z.string(),
  /** The Central day of the delivery. */
  day: z.string(),
  miles: z.string(),
  stops: z.number().int(),
  pieces: z.number().int(),
  orderTotal: z.string(),
  ruleId: z.number().int().nullable(),
  amount: z.string(),
  parts: z.array(payPart),
});
export type SettlementLine = z.infer<typeof settlementLine>;

export const settlementAdjustment = z.object({
  id: z.number().int(),
  kind: z.enum(ADJUSTMENT_KINDS),
  amount: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type SettlementAdjustment = z.infer<typeof settlementAdjustment>;

export const settlementDay = z.object({ day: z.string(), jobs: z.number().int(), amount: z.string() });

export const settlementResponse = z.object({
  /** Null for a week nobody has adjusted or issued yet: a draft worked out on reading. */
  id: z.number().int().nullable(),
  number: z.string().nullable(),
  driverId: z.number().int(),
  driverName: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  issuedAt: z.string().nullable(),
  lines: z.array(settlementLine),
  days: z.array(settlementDay),
  adjustments: z.array(settlementAdjustment),
  jobsTotal: z.string(),
  adjustmentsTotal: z.string(),
  total: z.string(),
});
export type SettlementResponse = z.infer<typeof settlementResponse>;

export const settlementSummary = z.object({
  id: z.number().int().nullable(),
  number: z.string().nullable(),
  driverId: z.number().int(),
  driverName: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  jobs: z.number().int(),
  total: z.string(),
});
export type SettlementSummary = z.infer<typeof settlementSummary>;
export const settlementSummaries = z.array(settlementSummary);

/** GET /api/driver-pay/settlements?weekStart=: every driver's settlement of one week (dispatch). */
export const weekSettlementsQuery = z.object({ weekStart: monday });

export const weekEndOf = (start: string) => addDays(start, 6);
export const settlementNumber = (id: number) => `DS-${String(id).padStart(5, '0')}`;
export const orderNumberOf = displayNumber;

/**
 * The week a job is paid in: the week of its delivery day, or, when that week was already issued
 * before the delivery reached the server, the first week after it not yet issued.
 */
export function payWeekOf(deliveredDay: string, issuedWeeks: ReadonlySet<string>): string {
  let week = weekStart(deliveredDay);
  while (issuedWeeks.has(week)) week = addDays(week, 7);
  return week;
}

/** A week's lines by Central day, oldest first: the earnings screen's days. */
export function daysOf(lines: readonly Pick<SettlementLine, 'day' | 'amount'>[]) {
  const byDay = new Map<string, { jobs: number; cents: number }>();
  for (const line of lines) {
    const entry = byDay.get(line.day) ?? { jobs: 0, cents: 0 };
    entry.jobs += 1;
    entry.cents += toCents(line.amount);
    byDay.set(line.day, entry);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, { jobs, cents }]) => ({ day, jobs, amount: centsToMoney(cents) }));
}

/** A bonus adds, a deduction takes away: the adjustment's signed amount in cents. */
export const signedAdjustmentCents = (a: { kind: AdjustmentKind; amount: string }) =>
  a.kind === 'bonus' ? toCents(a.amount) : -toCents(a.amount);
