/**
 * The rate card editor's form: the card as the text the inputs hold, turned back into the request
 * the server takes and checked with the domain's own schema (`putRateCardRequest`), so the screen
 * and the server apply one rule. The preview prices a sample trip with THE pricing function.
 */
import { centralInstant } from '@domain/central-time';
import { PRIORITIES, SERVICE_TYPES, type Priority, type ServiceType } from '@domain/enums';
import { priceOrder, type PricingResult } from '@domain/pricing';
import { putRateCardRequest, type RateCard } from '@domain/rate-cards';
import type { TemperatureClass } from '@domain/temperature-classes';

export interface BandForm {
  fromMiles: string;
  perMile: string;
}
export interface ZoneForm {
  code: string;
  name: string;
  /** ZIP codes separated by commas or spaces. */
  zips: string;
  flatPrice: string;
}

/** The card as the inputs hold it: laid out like the request, so the schema's paths are the form's. */
export interface RateCardForm {
  effectiveFrom: string;
  card: CardForm;
}

export interface CardForm {
  baseRate: string;
  /** Empty: the service type adds no handling. */
  serviceSurcharges: Record<ServiceType, string>;
  mileageBands: BandForm[];
  priorityFees: Record<Priority, string>;
  afterHours: { amount: string; startsAt: string; endsAt: string };
  weekendSurcharge: string;
  /** Holiday dates separated by commas or spaces. */
  holidays: { amount: string; dates: string };
  extraPiece: string;
  waitTime: { freeMinutes: string; perMinute: string };
  coldChain: { refrigerated: string; frozen: string };
  zones: ZoneForm[];
}

const byKey = <K extends string>(keys: readonly K[], value: (key: K) => string) =>
  Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, string>;

/** A card as the form shows it: the starting point of the next version is the card in force. */
export function formOfCard(card: RateCard, effectiveFrom: string): RateCardForm {
  return { effectiveFrom, card: cardForm(card) };
}

function cardForm(card: RateCard): CardForm {
  return {
    baseRate: card.baseRate,
    serviceSurcharges: byKey(SERVICE_TYPES, (s) => card.serviceSurcharges[s] ?? ''),
    mileageBands: card.mileageBands.map((b) => ({ fromMiles: String(b.fromMiles), perMile: b.perMile })),
    priorityFees: byKey(PRIORITIES, (p) => card.priorityFees[p]),
    afterHours: {
      amount: card.afterHours.amount,
      startsAt: String(card.afterHours.startsAt),
      endsAt: String(card.afterHours.endsAt),
    },
    weekendSurcharge: card.weekendSurcharge,
    holidays: { amount: card.holidays.amount, dates: card.holidays.dates.join(', ') },
    extraPiece: card.extraPiece,
    waitTime: { freeMinutes: String(card.waitTime.freeMinutes), perMinute: card.waitTime.perMinute },
    coldChain: { ...card.coldChain },
    zones: card.zones.map((z) => ({ ...z, zips: z.zips.join(', ') })),
  };
}

/** A number typed, or the text itself when it is none, so the schema names what is wrong. */
const numberOf = (text: string): unknown => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
};
const listOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The request body the form stands for, before any check (the schema's input). */
export function requestOfForm({ effectiveFrom, card: form }: RateCardForm): unknown {
  return {
    effectiveFrom,
    card: {
      baseRate: form.baseRate.trim(),
      serviceSurcharges: Object.fromEntries(
        SERVICE_TYPES.filter((s) => form.serviceSurcharges[s].trim() !== '').map((s) => [
          s,
          form.serviceSurcharges[s].trim(),
        ]),
      ),
      mileageBands: form.mileageBands.map((b) => ({
        fromMiles: numberOf(b.fromMiles),
        perMile: b.perMile.trim(),
      })),
      priorityFees: byKey(PRIORITIES, (p) => form.priorityFees[p].trim()),
      afterHours: {
        amount: form.afterHours.amount.trim(),
        startsAt: numberOf(form.afterHours.startsAt),
        endsAt: numberOf(form.afterHours.endsAt),
      },
      weekendSurcharge: form.weekendSurcharge.trim(),
      holidays: { amount: form.holidays.amount.trim(), dates: listOf(form.holidays.dates) },
      extraPiece: form.extraPiece.trim(),
      waitTime: {
        freeMinutes: numberOf(form.waitTime.freeMinutes),
        perMinute: form.waitTime.perMinute.trim(),
      },
      coldChain: {
        refrigerated: form.coldChain.refrigerated.trim(),
        frozen: form.coldChain.frozen.trim(),
      },
      zones: form.zones.map((z) => ({
        code: z.code,
        name: z.name,
        zips: listOf(z.zips),
        flatPrice: z.flatPrice.trim(),
      })),
    },
  };
}

/** The card the form stands for, when the schema takes it: what the preview prices. */
export function cardOfForm(form: RateCardForm): RateCard | null {
  const parsed = putRateCardRequest.safeParse(requestOfForm(form));
  return parsed.success ? parsed.data.card : null;
}

export interface SampleTrip {
  serviceType: ServiceType;
  priority: Priority;
  miles: string;
  pieces: string;
  temperatureClass: TemperatureClass;
  /** A Central day and hour: after hours, weekends and holidays are the business's own. */
  day: string;
  hour: string;
  waitMinutes: string;
  pickupZip: string;
  deliveryZip: string;
}

const whole = (text: string, fallback: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** The sample trip's price under the card: the lines an order booked like it would carry. */
export function previewPrice(card: RateCard, trip: SampleTrip): PricingResult {
  const hour = Math.min(23, Math.floor(whole(trip.hour, 10)));
  return priceOrder(
    {
      serviceType: trip.serviceType,
      priority: trip.priority,
      distanceMiles: whole(trip.miles, 0),
      pieces: Math.max(1, Math.floor(whole(trip.pieces, 1))),
      temperatureClass: trip.temperatureClass,
      at: /^\d{4}-\d{2}-\d{2}$/.test(trip.day) ? centralInstant(trip.day, hour) : null,
      waitMinutes: Math.floor(whole(trip.waitMinutes, 0)),
      pickupZip: trip.pickupZip.trim() || null,
      deliveryZip: trip.deliveryZip.trim() || null,
    },
    card,
  );
}
