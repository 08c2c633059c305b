/**
 * Driver pay rules: how much a driver earns for one delivered job. A rule is a sum of parts (a
 * percent of the order's total, so much per mile, per stop, per piece, a flat amount per job)
 * topped up to a minimum per job. A rule belongs to one driver, or to every driver who has none
 * of their own (`driverId: null`), from a Central day on. Rules are never edited: a change is a
 * new rule from a later (or the same) day, and the one in force on the day a job was delivered
 * prices it. An issued settlement keeps the amounts it was issued with, whatever rule comes later.
 *
 * Amounts are computed in whole units of 1/10 000 of a cent, so no float ever rounds a payslip:
 * each part is rounded half up to the cent on its own, and the job's pay is the sum of the parts
 * it shows (plus the top-up to the minimum), so a statement always adds up.
 */
import { z } from 'zod';
import { isCalendarDay } from './admin';

/** A job is a pickup and a delivery: two stops, each paid `perStop`. */
export const STOPS_PER_JOB = 2;

const MAX_ID = 2_147_483_647;

/** A rate as a number or a decimal string with at most 2 places, returned as "0.00". */
const rate = (field: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ message: `${field} must be a number` })
      .regex(
        /^\d{1,8}(\.\d{1,2})?$/,
        `${field} must be a positive amount with at most 2 decimals, such as 1.25`,
      )
      .refine((v) => Number(v) <= max, `${field} must be at most ${max}`)
      .transform((v) => Number(v).toFixed(2)),
  );

export const payDay = (field: string) =>
  z
    .string({ message: `${field} must be a date (YYYY-MM-DD)` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine(isCalendarDay, {
      message: `${field} must be a date (YYYY-MM-DD)`,
      params: { rule: 'calendarDay' },
    });

/** The rates of a rule; a part left out is zero. */
export const payRatesInput = z.object({
  percent: rate('percent', 100).default('0.00'),
  perMile: rate('perMile', 100).default('0.00'),
  perStop: rate('perStop', 1000).default('0.00'),
  perPiece: rate('perPiece', 1000).default('0.00'),
  flat: rate('flat', 10_000).default('0.00'),
  minimum: rate('minimum', 10_000).default('0.00'),
});
export type PayRates = z.output<typeof payRatesInput>;

/** POST /api/driver-pay/rules: a driver's rule (or everyone's, `driverId: null`) from a Central day on. */
export const createPayRuleRequest = payRatesInput.extend({
  driverId: z
    .number({ message: 'driverId must be a driver id, or null for every driver' })
    .int('driverId must be a whole number')
    .positive('driverId must be a driver id')
    .max(MAX_ID, 'driverId is too large')
    .nullable(),
  effectiveFrom: payDay('effectiveFrom'),
});
export type CreatePayRuleRequest = z.input<typeof createPayRuleRequest>;

export const payRuleResponse = z.object({
  id: z.number().int(),
  driverId: z.number().int().nullable(),
  effectiveFrom: z.string(),
  percent: z.string(),
  perMile: z.string(),
  perStop: z.string(),
  perPiece: z.string(),
  flat: z.string(),
  minimum: z.string(),
  createdAt: z.string(),
});
export type PayRuleResponse = z.infer<typeof payRuleResponse>;

/** GET /api/driver-pay/rules?driverId=: one driver's rules and the defaults, or every rule. */
export const payRulesQuery = z.object({
  driverId: z.coerce
    .number({ message: 'driverId must be a number' })
    .int('driverId must be a whole number')
    .positive('driverId must be a driver id')
    .max(MAX_ID, 'driverId is too large')
    .optional(),
});

/** What a job brings to its pay: the order's total and miles, its stops and pieces. */
export interface PayJob {
  orderTotal: string;
  miles: string;
  stops: number;
  pieces: number;
}

export const PAY_PART_CODES = ['percent', 'mile', 'stop', 'piece', 'flat', 'minimum'] as const;
export type PayPartCode = (typeof PAY_PART_CODES)[number];
export const payPart = z.object({ code: z.enum(PAY_PART_CODES), label: z.string(), amount: z.string() });
export type PayPart = z.infer<typeof payPart>;

// ---- exact decimal arithmetic ----------------------------------------------------------------

/** "12.3" -> 123 at scale 1, "12.34" -> 1234 at scale 2: a decimal string as an exact integer. */
function scaled(value: string, places: number): number {
  const text = value.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const n = Number.parseInt(`${whole}${fraction.padEnd(places, '0').slice(0, places)}`, 10) || 0;
  return negative ? -n : n;
}
export const toCents = (money: string) => scaled(money, 2);
export const centsToMoney = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
/** 1/10 000 of a cent to whole cents, half up. */
const roundUnits = (units: number) => Math.floor((units + 5_000) / 10_000);

const money = (cents: number) => `$${centsToMoney(cents)}`;

/** One job's pay under a rule: the parts that are not zero, and their sum topped up to the minimum. */
export function payForJob(rates: PayRates, job: PayJob): { amount: string; parts: PayPart[] } {
  const parts: PayPart[] = [];
  const add = (code: PayPartCode, label: string, units: number) => {
    const cents = roundUnits(units);
    if (units !== 0) parts.push({ code, label, amount: centsToMoney(cents) });
    return cents;
  };
  const percent = scaled(rates.percent, 2);
  const perMile = toCents(rates.perMile);
  const perStop = toCents(rates.perStop);
  const perPiece = toCents(rates.perPiece);
  const total = toCents(job.orderTotal);
  const milesTenths = scaled(job.miles, 1);
  let sum = 0;
  sum += add('percent', `${rates.percent}% of ${money(total)}`, total * percent);
  sum += add('mile', `${job.miles} mi x ${money(perMile)}`, milesTenths * perMile * 1_000);
  sum += add('stop', `${job.stops} stops x ${money(perStop)}`, job.stops * perStop * 10_000);
  sum += add('piece', `${job.pieces} pieces x ${money(perPiece)}`, job.pieces * perPiece * 10_000);
  sum += add('flat', 'Flat per job', toCents(rates.flat) * 10_000);
  const minimum = toCents(rates.minimum);
  if (sum < minimum) {
    parts.push({
      code: 'minimum',
      label: `Top-up to the ${money(minimum)} minimum`,
      amount: centsToMoney(minimum - sum),
    });
    sum = minimum;
  }
  return { amount: centsToMoney(sum), parts };
}

/** The rule in force for a driver on a Central day: its own newest one, else the newest default. */
export function ruleInForce<R extends { id: number; driverId: number | null; effectiveFrom: string }>(
  rules: readonly R[],
  driverId: number,
  day: string,
): R | null {
  const newest = (owner: number | null) =>
    rules
      .filter((r) => r.driverId === owner && r.effectiveFrom <= day)
      // The later day wins; of two from the same day, the later rule (higher id).
      .sort((a, b) =>
        a.effectiveFrom === b.effectiveFrom ? b.id - a.id : a.effectiveFrom < b.effectiveFrom ? 1 : -1,
      )[0];
  return newest(driverId) ?? newest(null) ?? null;
}

/** What a job earns when no rule is in force at all (a database without even the default). */
export const NO_PAY: PayRates = {
  percent: '0.00',
  perMile: '0.00',
  perStop: '0.00',
  perPiece: '0.00',
  flat: '0.00',
  minimum: '0.00',
};

/** A job delivered on a Central day, priced by the rule in force for its driver that day. */
export function priceJob<R extends PayRates & { id: number; driverId: number | null; effectiveFrom: string }>(
  rules: readonly R[],
  driverId: number,
  day: string,
  job: PayJob,
): { ruleId: number | null; amount: string; parts: PayPart[] } {
  const rule = ruleInForce(rules, driverId, day);
  return { ruleId: rule?.id ?? null, ...payForJob(rule ?? NO_PAY, job) };
}
