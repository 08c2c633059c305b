/**
 * A new standing order is two checks over one screen: the order each day books (the booking form's
 * own orderFormSchema, through the client dashboard) and the rule (when it repeats), checked here
 * with the domain's day and time schemas. Pure, so the payload and the way a server refusal lands
 * on its field are tested without a browser.
 */
import { z } from 'zod';
import type { OrderFormValues } from '@domain/orders';
import {
  centralInstantAt,
  dayKeySchema,
  END_BEFORE_START,
  timeOfDaySchema,
  type CreateRecurringOrderRequest,
} from '@domain/recurring-orders';
import { ORDER_DEFAULTS, type OrderFormOutput } from '@web/features/client-dashboard';
import { buildRule, SCHEDULE_KINDS, WEEKDAY_CODES } from './schedule';

export const ruleFormSchema = z
  .object({
    kind: z.enum(SCHEDULE_KINDS),
    days: z.array(z.enum(WEEKDAY_CODES)),
    timeOfDay: timeOfDaySchema,
    startDate: dayKeySchema('startDate'),
    endDate: z.union([z.literal(''), dayKeySchema('endDate')]),
  })
  .superRefine((v, ctx) => {
    // The words are the screen's (standing.rule.chooseDay): the path is what matters here.
    if (v.kind === 'weekly' && v.days.length === 0)
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'days' });
    if (v.endDate && v.endDate < v.startDate)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: END_BEFORE_START,
        params: { rule: 'endNotBeforeStart' },
      });
  });
export type RuleFormValues = z.input<typeof ruleFormSchema>;
export type RuleFormOutput = z.output<typeof ruleFormSchema>;

/** The booking form's own defaults; a standing order is most often a clinic's daily lab run. */
export const STANDING_ORDER_DEFAULTS: OrderFormValues = {
  ...ORDER_DEFAULTS,
  serviceType: 'laboratory_sample',
};

/**
 * The first pickup as an instant, or null while the day or time is half typed: it stands in for
 * the booking form's scheduled date (the same notice rules, the quote's day).
 */
export function firstPickup(rule: Pick<RuleFormValues, 'startDate' | 'timeOfDay'>): Date | null {
  if (!ruleFormSchema.shape.startDate.safeParse(rule.startDate).success) return null;
  if (!timeOfDaySchema.safeParse(rule.timeOfDay).success) return null;
  return centralInstantAt(rule.startDate, rule.timeOfDay);
}

export function toStandingRequest(
  rule: RuleFormOutput,
  order: OrderFormOutput,
  clientId: number | null,
): CreateRecurringOrderRequest {
  return {
    ...(clientId ? { clientId } : {}),
    rrule: buildRule(rule.kind, rule.days, rule.startDate),
    startDate: rule.startDate,
    timeOfDay: rule.timeOfDay,
    endDate: rule.endDate || null,
    template: {
      ...order,
      pickupPlaceId: order.pickupPlaceId ?? null,
      deliveryPlaceId: order.deliveryPlaceId ?? null,
      // Each occurrence gets its own date and time slot from the rule, and its own price.
      scheduledDate: null,
      preferredTimeSlot: null,
      shownTotalCost: null,
    },
  };
}

const RULE_FIELDS = {
  rrule: 'kind',
  startDate: 'startDate',
  timeOfDay: 'timeOfDay',
  endDate: 'endDate',
} as const;
type RuleField = (typeof RULE_FIELDS)[keyof typeof RULE_FIELDS];
type OrderField = keyof OrderFormValues;

export type PlacedErrors = {
  order: [OrderField, string][];
  rule: [RuleField, string][];
  clientId: string | null;
  /**
   * A refusal no field on screen names, shown as the form's own alert: the field error's own words
   * when there is one (never the path), '' for an answer without field errors.
   */
  unplaced: string | null;
};

/**
 * The server's 400 on the field it names: `template.pickupAddress` is the pickup address, as is
 * the resolver's bare `pickupAddress`; `rrule` is the Repeats choice.
 */
export function placeServerErrors(
  error: unknown,
  /** The refused fields worded for the reader: useMessages().fieldErrorList. */
  wordedList: (error: unknown) => { path: string; message: string }[],
): PlacedErrors {
  const placed: PlacedErrors = { order: [], rule: [], clientId: null, unplaced: null };
  const list = wordedList(error);
  for (const { path, message } of list) {
    // A point or place the server could not take is the address it came from.
    const name = (path.replace(/^template\./, '').split('.')[0] ?? '').replace(
      /^(pickup|delivery)(Latitude|Longitude|PlaceId)$/,
      '$1Address',
    );
    if (name === 'clientId') placed.clientId = message;
    else if (name in RULE_FIELDS) placed.rule.push([RULE_FIELDS[name as keyof typeof RULE_FIELDS], message]);
    else if (name in ORDER_DEFAULTS) placed.order.push([name as OrderField, message]);
    else placed.unplaced ??= message;
  }
  if (list.length === 0) placed.unplaced = '';
  return placed;
}
