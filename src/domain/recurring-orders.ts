/**
 * Standing orders (decision 017): an RFC 5545 rule plus an order template. The rule is
 * parsed with the maintained `rrule` package inside the zod schema, so a bad rule is a 400 naming
 * `rrule` like any other field. Schedules are calendar days in Central time (America/Chicago): the
 * rule is expanded on "floating" days and each day gets the standing order's pickup time of day.
 */
import * as rruleModule from 'rrule';
import { z } from 'zod';
import { BUSINESS_TIME_ZONE, centralInstant, offsetMinutes } from './central-time';
import { languageField } from './language-field';
import { createOrderRequest } from './orders';
import { pieceInput } from './pieces';
import { ORDER_STATUSES, PRIORITIES, SERVICE_TYPES } from './enums';

// rrule ships a UMD bundle as `main`: Node sees only a default export, bundlers the named ones.
const lib = ((rruleModule as unknown as { default?: typeof rruleModule }).default ??
  rruleModule) as typeof rruleModule;

export const RECURRING_STATUSES = ['active', 'paused', 'ended'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];
export const RECURRING_TIME_ZONE = BUSINESS_TIME_ZONE;
/** How far ahead occurrences are created as orders (decision 017). */
export const DEFAULT_HORIZON_DAYS = 7;

const pad = (n: number) => String(n).padStart(2, '0');
const utcOfKey = (key: string) => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const keyOfUtc = (at: Date) => `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;

/** The instant a standing order's time of day ('HH:MM') happens on a Central day ('YYYY-MM-DD'). */
export function centralInstantAt(day: string, time: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return centralInstant(day, h, m);
}

/** A Central instant's wall time as 'HH:MM'. */
export function centralTimeOfDay(at: Date): string {
  const local = new Date(at.getTime() + offsetMinutes(at) * 60_000);
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

type RuleOptions = Partial<rruleModule.Options>;
/** Finer than a day: one order per date is the promise (and the unique index). */
const SUB_DAILY = new Set([lib.RRule.HOURLY, lib.RRule.MINUTELY, lib.RRule.SECONDLY]);

/** The rule's options, or why it is refused. DTSTART and time parts are ours to set. */
export function parseRule(text: string): { ok: true; options: RuleOptions } | { ok: false; message: string } {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (/[\r\n]/.test(body) || /(^|;)\s*(DTSTART|TZID)/i.test(body))
    return { ok: false, message: 'rrule must be one RRULE line without DTSTART (give startDate instead)' };
  let options: RuleOptions;
  try {
    options = lib.RRule.parseString(body);
  } catch (error) {
    return { ok: false, message: `rrule is not a valid RFC 5545 rule: ${(error as Error).message}` };
  }
  // parseString turns a non-number (COUNT=x) into NaN rather than refusing it.
  const numbers = [
    options.count,
    options.interval,
    options.bymonth,
    options.bymonthday,
    options.byyearday,
    options.byweekno,
    options.bysetpos,
  ]
    .flat()
    .filter((n) => n !== undefined && n !== null);
  if (numbers.some((n) => typeof n !== 'number' || !Number.isInteger(n)))
    return { ok: false, message: 'rrule is not a valid RFC 5545 rule: a number part is not a whole number' };
  if (options.freq === undefined || options.freq === null)
    return { ok: false, message: 'rrule needs FREQ (DAILY, WEEKLY, MONTHLY or YEARLY)' };
  if (SUB_DAILY.has(options.freq)) return { ok: false, message: 'rrule may repeat at most once a day' };
  if (options.byhour != null || options.byminute != null || options.bysecond != null)
    return { ok: false, message: 'rrule may not set BYHOUR, BYMINUTE or BYSECOND: give timeOfDay instead' };
  if (options.count != null && (options.count < 1 || options.count > 1000))
    return { ok: false, message: 'rrule COUNT must be between 1 and 1000' };
  if (options.interval != null && (options.interval < 1 || options.interval > 366))
    return { ok: false, message: 'rrule INTERVAL must be between 1 and 366' };
  try {
    // Expanding once catches combinations parseString lets through.
    new lib.RRule({ ...options, dtstart: new Date(Date.UTC(2026, 0, 1)) }).after(new Date(0), true);
  } catch (error) {
    return { ok: false, message: `rrule is not a valid RFC 5545 rule: ${(error as Error).message}` };
  }
  return { ok: true, options };
}

/**
 * The rule's days from `from` to `to` inclusive ('YYYY-MM-DD'), the rule starting on startDate.
 * Days are expanded at midnight UTC with no time zone, so each is exactly one calendar day.
 */
export function ruleDays(rule: string, startDate: string, from: string, to: string): string[] {
  const parsed = parseRule(rule);
  if (!parsed.ok) return [];
  const r = new lib.RRule({ ...parsed.options, dtstart: new Date(utcOfKey(startDate)), tzid: null });
  return r.between(new Date(utcOfKey(from)), new Date(utcOfKey(to)), true).map(keyOfUtc);
}

// ---- schemas -------------------------------------------------------------------------------------

/** The refusal of a last day before the first, from the form and the server alike. */
export const END_BEFORE_START = 'endDate cannot be before startDate';

export const dayKeySchema = (name: string) =>
  z
    .string({ message: `${name} must be a date such as 2026-03-01` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date such as 2026-03-01`)
    .refine((v) => !Number.isNaN(utcOfKey(v)) && keyOfUtc(new Date(utcOfKey(v))) === v, {
      message: `${name} must be a real calendar date`,
      params: { rule: 'calendarDay' },
    });

/** A pickup time of day, 'HH:MM' (24-hour, Central). */
export const timeOfDaySchema = z
  .string({ message: 'timeOfDay must be a time such as 07:30' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeOfDay must be a time such as 07:30');

export const rruleSchema = z
  .string({ message: 'rrule is required' })
  .max(500, 'rrule is too long')
  .superRefine((v, ctx) => {
    const parsed = parseRule(v);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  })
  .transform((v) => v.trim().replace(/^RRULE:/i, ''));

/**
 * The order payload of POST /api/orders without its one-off schedule rule: the scheduled date, when
 * given, only supplies the first day and the time of day; each occurrence gets its own.
 */
export const orderTemplateSchema = z.object(createOrderRequest.shape);
export type OrderTemplate = z.output<typeof orderTemplateSchema>;

const skipDatesSchema = z
  .array(dayKeySchema('skipDates'), { message: 'skipDates must be a list of dates' })
  // minItems 0 said out loud in the OpenAPI document: an empty list is valid (it clears the skips).
  .min(0)
  .max(366, 'skipDates may hold at most 366 dates');

/** POST /api/recurring-orders: `{ rrule, template }` (contract) and optional schedule details. */
export const createRecurringOrderRequest = z
  .object({
    rrule: rruleSchema,
    template: orderTemplateSchema,
    /** First day of the schedule; default the template's scheduled day, else today (Central). */
    startDate: dayKeySchema('startDate').optional(),
    /** Pickup time of day in Central time; default the template's scheduled time, else 09:00. */
    timeOfDay: timeOfDaySchema.optional(),
    endDate: dayKeySchema('endDate').nullish(),
    skipDates: skipDatesSchema.optional().default([]),
    /** Dispatch only: the client the standing order books for (a client books for itself). */
    clientId: z
      .number({ message: 'clientId must be a number' })
      .int('clientId must be a whole number')
      .positive('clientId must be positive')
      .max(2_147_483_647, 'clientId is too large')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: END_BEFORE_START,
        params: { rule: 'endNotBeforeStart' },
      });
  });
export type CreateRecurringOrderRequest = z.input<typeof createRecurringOrderRequest>;

/** PATCH /api/recurring-orders/{id}: pause or resume, end, change skip dates or the end date. */
export const updateRecurringOrderRequest = z
  .object({
    status: z.enum(RECURRING_STATUSES, { message: 'status must be active, paused or ended' }).optional(),
    skipDates: skipDatesSchema.optional(),
    endDate: dayKeySchema('endDate').nullish(),
  })
  .refine((v) => v.status !== undefined || v.skipDates !== undefined || v.endDate !== undefined, {
    message: 'Give status, skipDates or endDate',
    path: ['status'],
  });
export type UpdateRecurringOrderRequest = z.input<typeof updateRecurringOrderRequest>;

export const recurringOrderResponse = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  /** Whose it is, as dispatch's client picker names a client: "Organisation (First Last)". */
  clientName: z.string(),
  rrule: z.string(),
  status: z.enum(RECURRING_STATUSES),
  timeZone: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  timeOfDay: z.string(),
  skipDates: z.array(z.string()),
  /** What each occurrence books (the server-resolved addresses). */
  template: z.object({
    serviceType: z.enum(SERVICE_TYPES),
    priority: z.enum(PRIORITIES),
    pickupAddress: z.string(),
    deliveryAddress: z.string(),
    itemDescription: z.string(),
    temperatureClass: z.string(),
    /** Who is at each end and what the driver is told: every occurrence carries them. */
    pickupContactName: z.string().nullable(),
    pickupContactPhone: z.string().nullable(),
    deliveryContactName: z.string().nullable(),
    deliveryContactPhone: z.string().nullable(),
    specialInstructions: z.string().nullable(),
    /** The proof asked for beyond what the service type needs. */
    requiresSignature: z.boolean(),
    requiresId: z.boolean(),
    requiresPhoto: z.boolean(),
    /** Who pays, who receives and in which language, as each occurrence books them. */
    costCentre: z.string().nullable(),
    deliveryOrganizationId: z.number().int().nullable(),
    recipientLanguage: languageField.nullable(),
    /** What each occurrence carries; each occurrence's pieces get labels of their own. */
    pieces: z.array(pieceInput),
  }),
  /** The next days the rule gives (skips and end applied), whether or not booked yet. */
  nextDates: z.array(z.string()),
  /** Orders already created for today or later. */
  upcomingOrders: z.array(
    z.object({
      id: z.number().int(),
      displayNumber: z.string(),
      occurrenceDate: z.string(),
      status: z.enum(ORDER_STATUSES),
      scheduledDate: z.string().nullable(),
    }),
  ),
  /**
   * Only in the answer to the change that paused or ended it: how many of its booked orders still
   * ahead and unpaid (pending) were cancelled with it, and how many of its orders for today or later
   * remain (paid or confirmed, under way, or whose pickup time has passed), which the client cancels
   * from Orders if it wants.
   */
  stoppedOrders: z.object({ cancelled: z.number().int(), remaining: z.number().int() }).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecurringOrderResponse = z.infer<typeof recurringOrderResponse>;
