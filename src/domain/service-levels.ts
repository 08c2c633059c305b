/**
 * The service levels: for each priority, what MedLink promises (when the item is picked up and
 * delivered), what it costs, and the words every screen uses for it. This is the one place a
 * promise lives: deadlines (deadlines.ts), the priority fee (pricing.ts), the 48-hour notice
 * (orders.ts), the on-time figures (driver-rules.ts and its SQL twin) and every screen, label and
 * message derive from this table, and no screen states a time it does not get from here.
 *
 * Three ways a deadline is set (computeDeadlines in deadlines.ts):
 * - as soon as possible (emergency, express): pickup and delivery within a window of confirmation
 *   (payment, or dispatch's approval on account);
 * - at a named pickup time (a standing order's time of day, or the "specific" slot): pickup within
 *   a short grace of that time and delivery within the level's window of it;
 * - by a slot (standard, scheduled): delivery by the end of the preferred slot on the day (the end of
 *   the service day without one), pickup a lead before that; a slot ending less than 3 h after
 *   confirmation cannot be kept and moves to the next day.
 */
import { formatDuration } from './eta';
import type { Priority, TimeSlot } from './enums';

export interface ServiceLevel {
  /** The name of the level, as on the priority choice. */
  label: string;
  /** Added to the base rate, in cents. */
  feeCents: number;
  /** Picked up and delivered as soon as possible (a window from confirmation) or by a slot. */
  asap: boolean;
  /** ASAP or at a named pickup time: picked up within this many minutes of the start. */
  pickupWithinMinutes: number;
  /** ASAP or at a named pickup time: delivered within this many minutes of the start. */
  deliverWithinMinutes: number;
  /** By a slot: picked up this many minutes before the delivery deadline. */
  slotPickupLeadMinutes: number;
  /** Hours of notice the booking needs before its scheduled day (0: none). */
  noticeHours: number;
}

export const SERVICE_LEVELS = {
  emergency: {
    label: 'Emergency',
    feeCents: 3_500,
    asap: true,
    pickupWithinMinutes: 60,
    deliverWithinMinutes: 120,
    slotPickupLeadMinutes: 60,
    noticeHours: 0,
  },
  express: {
    label: 'Express',
    feeCents: 1_500,
    asap: true,
    pickupWithinMinutes: 120,
    deliverWithinMinutes: 240,
    slotPickupLeadMinutes: 120,
    noticeHours: 0,
  },
  standard: {
    label: 'Standard',
    feeCents: 0,
    asap: false,
    pickupWithinMinutes: 30,
    deliverWithinMinutes: 240,
    slotPickupLeadMinutes: 120,
    noticeHours: 0,
  },
  scheduled: {
    label: 'Scheduled',
    feeCents: 0,
    asap: false,
    pickupWithinMinutes: 30,
    deliverWithinMinutes: 240,
    slotPickupLeadMinutes: 120,
    noticeHours: 48,
  },
} as const satisfies Readonly<Record<Priority, ServiceLevel>>;

export const serviceLevel = (priority: Priority): ServiceLevel => SERVICE_LEVELS[priority];

/** Slot hours, [start, end), Central wall clock (8AM-12PM, 12PM-5PM, 5PM-8PM). */
export const SLOT_HOURS = {
  morning: [8, 12],
  afternoon: [12, 17],
  evening: [17, 20],
} as const satisfies Partial<Record<TimeSlot, readonly [number, number]>>;
/** When the service day ends: the deadline of a slot-bound order with no slot. */
export const SERVICE_DAY_END_HOUR = 20;
/** A slot ending sooner than this after confirmation moves to the next day. */
export const MIN_SLOT_LEAD_MINUTES = 180;

/**
 * The promise's words, one sentence per kind of level, with its figures as {arguments}: durations
 * ({pickup}, {deliver}, {lead}, {minLead}), an hour of the day ({dayEnd}), {noticeHours} and {fee}.
 * The English here fills them below; a screen in another language words the same keys from its
 * catalogue and fills them with the same figures (promiseFigures), so a number lives only here.
 */
export const PROMISE_WORDING = {
  feeNone: 'No extra fee',
  feeExtra: '+{fee}',
  shortAsap: 'delivered within {deliver} of confirmation',
  shortNotice: 'on your day, booked {noticeHours} hr ahead',
  shortSameDay: "same day, by {dayEnd} or your slot's end",
  hint: '{fee} · {promise}',
  asap: 'Picked up within {pickup} and delivered within {deliver} of confirmation.',
  notice:
    'On the day you choose, at least {noticeHours} hours ahead: delivered by the end of your time slot ' +
    '({dayEnd} without one), picked up at least {lead} before. With a set pickup time: picked up ' +
    'within {pickup} of it and delivered within {deliver} of it.',
  sameDay:
    'Same day: delivered by the end of your time slot ({dayEnd} without one), picked up at least ' +
    '{lead} before; booked less than {minLead} before the slot ends, the next day. With a set pickup ' +
    'time: picked up within {pickup} of it and delivered within {deliver} of it.',
} as const;
export type PromiseWord = keyof typeof PROMISE_WORDING;

/** Which sentence a level's promise takes: as soon as possible, a day booked ahead, or same day. */
export function promiseKind(priority: Priority): 'asap' | 'notice' | 'sameDay' {
  const level = SERVICE_LEVELS[priority];
  return level.asap ? 'asap' : level.noticeHours > 0 ? 'notice' : 'sameDay';
}

const SHORT: Record<ReturnType<typeof promiseKind>, PromiseWord> = {
  asap: 'shortAsap',
  notice: 'shortNotice',
  sameDay: 'shortSameDay',
};
export const promiseShortWord = (priority: Priority): PromiseWord => SHORT[promiseKind(priority)];

/** The figures a promise names, raw: minutes, hours, cents; each language formats them itself. */
export function promiseFigures(priority: Priority) {
  const level = SERVICE_LEVELS[priority];
  return {
    pickup: level.pickupWithinMinutes,
    deliver: level.deliverWithinMinutes,
    lead: level.slotPickupLeadMinutes,
    minLead: MIN_SLOT_LEAD_MINUTES,
    dayEnd: SERVICE_DAY_END_HOUR,
    noticeHours: level.noticeHours,
    feeCents: level.feeCents,
  };
}

/** Fills {arguments} of a wording with text. */
export const fillWording = (wording: string, values: Readonly<Record<string, string | number>>) =>
  wording.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const hourText = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
const dollars = (cents: number) => `$${cents / 100}`;

/** The figures in English words. */
function englishFigures(priority: Priority) {
  const f = promiseFigures(priority);
  return {
    pickup: formatDuration(f.pickup),
    deliver: formatDuration(f.deliver),
    lead: formatDuration(f.lead),
    minLead: formatDuration(f.minLead),
    dayEnd: hourText(f.dayEnd),
    noticeHours: f.noticeHours,
    fee: dollars(f.feeCents),
  };
}

/** The fee as the priority choice shows it: "+$35" or "No extra fee". */
export function feeText(priority: Priority): string {
  const { feeCents } = SERVICE_LEVELS[priority];
  return feeCents === 0
    ? PROMISE_WORDING.feeNone
    : fillWording(PROMISE_WORDING.feeExtra, englishFigures(priority));
}

/** The short promise beside the priority choice: "delivered within 2 hr of confirmation". */
export const promiseShort = (priority: Priority): string =>
  fillWording(PROMISE_WORDING[promiseShortWord(priority)], englishFigures(priority));

/** Fee and promise together, as the priority choice and the availability list show them. */
export const priorityHint = (priority: Priority) =>
  fillWording(PROMISE_WORDING.hint, { fee: feeText(priority), promise: promiseShort(priority) });

/** The whole promise in one sentence (checkout, the order page, the availability list). */
export const promiseText = (priority: Priority): string =>
  fillWording(PROMISE_WORDING[promiseKind(priority)], englishFigures(priority));

// The formatters are built on first use, not on import: one with a time zone loads the zone's
// data, and the browser imports this table with every signed-in screen's first chunks (the web
// catalogue words the promises from it), a long task on a phone.
let centralFormat: Intl.DateTimeFormat | undefined;
let centralClock: Intl.DateTimeFormat | undefined;

/**
 * How a deadline or a promise is written, in any language: "Sat, Mar 7, 8:00 PM CST" /
 * "sáb, 7 de mar, 8:00 p.m. CST". The zone is the caller's, always Central: the intl objects of the
 * web catalogue and the document words carry it, deadlineText names it.
 */
export const DEADLINE_FORMAT = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * A deadline as every English screen, label and message shows it, in Central time (the service's
 * clock) whatever zone the browser or server runs in.
 */
export const deadlineText = (at: Date | string) =>
  (centralFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    ...DEADLINE_FORMAT,
  })).format(new Date(at));

/** A time of day in Central time with the zone: "3:40 PM CDT" (live ETAs). */
export const clockText = (at: Date | string) =>
  (centralClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })).format(new Date(at));

export const DELIVER_BY = 'Deliver by';
export const PICK_UP_BY = 'Pick up by';
