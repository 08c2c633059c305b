/**
 * The dispatch console's requests and answers: shared by
 * the admin routes, the admin screens and the tests (decision 002). Query strings arrive as text,
 * so numbers and flags are parsed here, and every refusal names its field.
 */
import { z } from 'zod';
import { VEHICLE_SIZES } from './driver-capabilities';
import { DRIVER_STATUSES, ORDER_STATUSES, PRIORITIES, SERVICE_TYPES } from './enums';

/** Calendar days of the business (figures "today", per day): Central time, where the work happens. */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The Central calendar day of an instant, as 'YYYY-MM-DD'. */
export const businessDay = (at: Date): string => dayFormat.format(at);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar day 'YYYY-MM-DD' (not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}
/** Whole days from a to b (calendar days, no time zone involved). */
export const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);

/** Active Orders: exactly these four (not the pickup steps in between). */
export const ADMIN_ACTIVE_STATUSES = ['pending', 'confirmed', 'assigned', 'in_transit'] as const;

/** GET /api/admin/stats: the dashboard's four figures. */
export const adminStatsResponse = z.object({
  totalOrders: z.number().int(),
  activeOrders: z.number().int(),
  totalDrivers: z.number().int(),
  availableDrivers: z.number().int(),
  /** Sum of totalCost of delivered orders, "1234.50". */
  totalRevenue: z.string(),
  /** Delivered since Central midnight. */
  completedToday: z.number().int(),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;

/** A calendar day (a whole Central day) or an exact instant. */
export type DayOrInstant = { day: string } | { at: Date };
export const dayOrInstant = (field: string) =>
  z
    .string({ message: `${field} must be a date` })
    .trim()
    // The shape first (it also shows in the OpenAPI document, so the fuzz test knows it is a date).
    .regex(/^\d{4}-\d{2}-\d{2}(T[^\s]+)?$/, `${field} must be a date (YYYY-MM-DD) or an ISO date and time`)
    .refine((v) => isCalendarDay(v) || z.iso.datetime({ offset: true }).safeParse(v).success, {
      message: `${field} must be a date (YYYY-MM-DD) or an ISO date and time`,
    })
    .transform((v): DayOrInstant => (isCalendarDay(v) ? { day: v } : { at: new Date(v) }));

const isParsedEnd = (v: unknown): v is DayOrInstant => typeof v === 'object' && v !== null;
const firstDay = (v: DayOrInstant) => ('day' in v ? v.day : businessDay(v.at));
const isAfter = (from: DayOrInstant, to: DayOrInstant) =>
  'at' in from && 'at' in to ? from.at > to.at : firstDay(from) > firstDay(to);

/**
 * A query's `from`..`to` in order. zod runs a refinement even when a field failed, and then the
 * field is still its raw text ('?from=abc'): only two parsed ends are compared.
 */
export function rangeInOrder(v: { from?: unknown; to?: unknown }, ctx: z.RefinementCtx): void {
  if (isParsedEnd(v.from) && isParsedEnd(v.to) && isAfter(v.from, v.to)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  }
}

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'count must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** The admin filter's values, plus the two pickup steps (an exact status filter for any status). */
export const ADMIN_STATUS_FILTERS = ['all', ...ORDER_STATUSES] as const;
export const ORDER_PAGE_MAX = 200;
/** Past this many matches the total is not counted further (x-total-count-capped: true). */
export const ORDER_COUNT_CAP = 10_000;
/**
 * A text search reads at most this many orders (newest first, after the cursor, within the other
 * filters) per request: with no text index its cost stays bounded however rare the word. A page
 * that found fewer matches than asked still carries x-next-cursor while older orders remain, so
 * "search older orders" continues where it stopped; x-searched-to says how far back it looked.
 */
export const SEARCH_WINDOW = 10_000;

/** GET /api/orders (admin): filters, a keyset page (`cursor` = the last order id seen), a count on request. */
export const adminOrdersQuery = z
  .object({
    status: z
      .enum(ADMIN_STATUS_FILTERS, { message: `status must be one of ${ADMIN_STATUS_FILTERS.join(', ')}` })
      .default('all'),
    serviceType: z
      .enum(SERVICE_TYPES, { message: `serviceType must be one of ${SERVICE_TYPES.join(', ')}` })
      .optional(),
    from: dayOrInstant('from').optional(),
    to: dayOrInstant('to').optional(),
    q: z
      .string({ message: 'q must be text' })
      .trim()
      .max(100, 'q must be at most 100 characters')
      .optional()
      .transform((v) => (v ? v : undefined)),
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, `limit must be between 1 and ${ORDER_PAGE_MAX}`)
      .max(ORDER_PAGE_MAX, `limit must be between 1 and ${ORDER_PAGE_MAX}`)
      .default(50),
    cursor: z.coerce
      .number({ message: 'cursor must be an order id' })
      .int('cursor must be an order id')
      .positive('cursor must be an order id')
      .max(2_147_483_647, 'cursor must be an order id')
      .optional(),
    count: flag.optional().default(false),
  })
  .superRefine(rangeInOrder);
export type AdminOrdersQuery = z.output<typeof adminOrdersQuery>;

/**
 * The order number typed into the search box: `'ML-0042'`, `'#ML-42'` or `'ml42'` is a display
 * number (so is `'#42'`) and means that order alone (`exact`); bare digits `'42'` mean that order or any text
 * containing them (a street number, a ZIP).
 */
export function orderNumberInSearch(q: string): { id: number; exact: boolean } | null {
  const m = /^(#?ml-?|#)?0*(\d{1,10})$/i.exec(q.trim());
  const id = m ? Number(m[2]) : NaN;
  if (!m || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  return { id, exact: m[1] !== undefined };
}

/** `near=29.76,-95.37`: the pickup the Assign dialog sorts drivers by. */
const nearPoint = z
  .string({ message: 'near must be latitude,longitude' })
  .trim()
  .transform((v, ctx) => {
    const parts = v.split(',').map((p) => p.trim());
    const [latitude, longitude] = parts.map((p) => (/^-?\d+(\.\d+)?$/.test(p) ? Number(p) : NaN));
    if (parts.length !== 2 || !(Math.abs(latitude ?? NaN) <= 90) || !(Math.abs(longitude ?? NaN) <= 180)) {
      ctx.addIssue({ code: 'custom', message: 'near must be latitude,longitude (for example 29.76,-95.37)' });
      return z.NEVER;
    }
    return { latitude: latitude!, longitude: longitude! };
  });

/** GET /api/drivers (admin). */
export const driversQuery = z.object({
  status: z
    .enum(DRIVER_STATUSES, { message: `status must be one of ${DRIVER_STATUSES.join(', ')}` })
    .optional(),
  near: nearPoint.optional(),
});
export type DriversQuery = z.output<typeof driversQuery>;

/** A driver, with what dispatch needs beside it: where it was last seen and its job now. */
export const driverListItem = z.object({
  id: z.number().int(),
  status: z.enum(DRIVER_STATUSES),
  rating: z.string().nullable(),
  totalDeliveries: z.number().int(),
  currentLatitude: z.string().nullable(),
  currentLongitude: z.string().nullable(),
  /** The named place nearest that position ("near Pasadena, TX 77506"), null when none is near. */
  currentPlace: z.string().nullable().optional(),
  locationUpdatedAt: z.string().nullable(),
  user: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    email: z.string(),
  }),
  currentJob: z
    .object({ id: z.number().int(), displayNumber: z.string(), status: z.enum(ORDER_STATUSES) })
    .nullable(),
  /** Can carry refrigerated and frozen jobs. */
  coldChain: z.boolean(),
  /** car, suv or van; null until dispatch records it (driver-capabilities.ts). */
  vehicleSize: z.enum(VEHICLE_SIZES).nullable().optional(),
  /** The driver's own limit to a pickup; null: dispatch's setting. */
  maxDistanceMiles: z.number().int().nullable().optional(),
  /** The limit that applies: its own, else dispatch's setting. */
  reachMiles: z.number().int().optional(),
  /** With `near`: straight-line miles from that point, one decimal; null without a known position. */
  distanceMiles: z.string().nullable().optional(),
});
export type DriverListItem = z.infer<typeof driverListItem>;
export const driversResponse = z.array(driverListItem);

/** POST /api/orders/{id}/assign: the select sends the id as text, so digits in a string are accepted. */
export const assignDriverRequest = z.object({
  driverId: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ message: 'driverId must be a driver id' })
      .int('driverId must be a driver id')
      .positive('driverId must be a driver id')
      .max(2_147_483_647, 'driverId must be a driver id'),
  ),
});
export type AssignDriverRequest = z.input<typeof assignDriverRequest>;

export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 366;

const analyticsDay = (field: string) =>
  z
    .string({ message: `${field} must be a date` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine(isCalendarDay, `${field} must be a date (YYYY-MM-DD)`)
    .optional();

/** GET /api/admin/analytics: Central calendar days, both ends included. */
export const analyticsQuery = z.object({ from: analyticsDay('from'), to: analyticsDay('to') });
export type AnalyticsQuery = z.output<typeof analyticsQuery>;

/**
 * Missing ends default to the last 30 days up to today; a reversed range or one longer than 366
 * days is refused, naming the field to change.
 */
export function resolveAnalyticsRange(
  query: AnalyticsQuery,
  today: string,
): { from: string; to: string } | { path: 'from' | 'to'; message: string } {
  const to = query.to ?? (query.from ? maxDay(query.from, today) : today);
  const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  if (from > to) return { path: 'to', message: 'to must not be before from' };
  if (daysBetween(from, to) + 1 > ANALYTICS_MAX_DAYS) {
    return { path: 'from', message: `The range can be at most ${ANALYTICS_MAX_DAYS} days` };
  }
  return { from, to };
}
const maxDay = (a: string, b: string) => (a > b ? a : b);

/**
 * GET /api/admin/analytics. An order counts on the Central day it was booked, in every part of the
 * answer, so the per-day, per-service and per-priority totals agree; revenue is the totalCost of
 * those of them that were delivered, and on-time and duration are measured over those deliveries.
 */
export const analyticsResponse = z.object({
  from: z.string(),
  to: z.string(),
  perDay: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.string() })),
  byServiceType: z.array(
    z.object({ serviceType: z.enum(SERVICE_TYPES), orders: z.number().int(), revenue: z.string() }),
  ),
  byPriority: z.array(z.object({ priority: z.enum(PRIORITIES), orders: z.number().int() })),
  /** Percent of deliveries within their priority's window, one decimal; null with no deliveries. */
  onTimePercentage: z.number().nullable(),
  averageDeliveryMinutes: z.number().int().nullable(),
  topDrivers: z.array(
    z.object({
      driverId: z.number().int(),
      name: z.string(),
      deliveries: z.number().int(),
      rating: z.string().nullable(),
      revenue: z.string(),
    }),
  ),
  /**
   * Per week (Monday, Central) of the range: of the orders booked, the percent with both ends at
   * street precision, and the percent with an end that waited for dispatch's address check (still
   * waiting, or confirmed by dispatch). One decimal; null in a week without orders.
   */
  addressQuality: z.array(
    z.object({
      weekStart: z.string(),
      orders: z.number().int(),
      streetPercentage: z.number().nullable(),
      reviewPercentage: z.number().nullable(),
    }),
  ),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;
