/**
 * A contract rate card: what one organisation pays, from a date on. The API, the stored versions
 * and the pricing function (pricing.ts) all read this one shape. Money is a decimal string with two
 * places, as everywhere in the API; hours are Central wall-clock hours (the business's day).
 *
 * Each PUT stores a new version; earlier ones are kept, and an order keeps the version it was
 * priced with, so changing a card never changes a priced order.
 */
import { z } from 'zod';
import { PRIORITIES, SERVICE_TYPES } from './enums';

export const RATE_CARD_LIMITS = { bands: 10, zones: 50, zipsPerZone: 500, holidays: 60 } as const;

/** Exactly two places, as every amount the API answers: what is stored reads back as it was sent. */
const money = z
  .string({ message: 'must be an amount such as 25.00' })
  .regex(/^\d{1,6}\.\d{2}$/, 'must be an amount with two decimals such as 25.00 (at most 999999.99)');

const day = z.iso.date({ message: 'must be a date such as 2026-12-01' });
const hour = z
  .number({ message: 'must be an hour from 0 to 23' })
  .int('must be a whole hour from 0 to 23')
  .min(0, 'must be an hour from 0 to 23')
  .max(23, 'must be an hour from 0 to 23');

const mileageBand = z.object({
  /** The band charges every mile from here to the next band's start (the last: every mile on). */
  fromMiles: z
    .number({ message: 'must be a number of miles' })
    .min(0, 'cannot be negative')
    .max(5_000, 'must be at most 5000 miles')
    // Bands meet on tenths of a mile, the unit the customer is charged for.
    .refine((v) => Number.isInteger(Math.round(v * 1e6) / 1e5), 'must be whole tenths of a mile'),
  perMile: money,
});

const zone = z.object({
  code: z
    .string({ message: 'must be text' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,29}$/, 'must be 1 to 30 lower-case letters, digits or dashes'),
  name: z.string({ message: 'must be text' }).trim().min(1, 'cannot be empty').max(80, 'is too long'),
  /** Both ends in these ZIP codes: the run costs the flat price instead of base rate and miles. */
  zips: z
    .array(z.string({ message: 'must be text' }).regex(/^\d{5}$/, 'must be a 5-digit ZIP code'), {
      message: 'must be a list of ZIP codes',
    })
    .min(1, 'must list at least one ZIP code')
    .max(RATE_CARD_LIMITS.zipsPerZone, `may list at most ${RATE_CARD_LIMITS.zipsPerZone} ZIP codes`),
  flatPrice: money,
});

const serviceSurcharges = z
  .object(
    Object.fromEntries(SERVICE_TYPES.map((s) => [s, money.optional()])) as Record<
      (typeof SERVICE_TYPES)[number],
      z.ZodOptional<typeof money>
    >,
  )
  .strict();

const priorityFees = z
  .object(
    Object.fromEntries(PRIORITIES.map((p) => [p, money])) as Record<
      (typeof PRIORITIES)[number],
      typeof money
    >,
  )
  .strict();

/** The card itself: every rule a price is made of. */
export const rateCard = z
  .object({
    baseRate: money,
    /** Handling added to the base rate per service type; a type not named adds nothing. */
    serviceSurcharges: serviceSurcharges.default({}),
    mileageBands: z
      .array(mileageBand, { message: 'must be a list of { fromMiles, perMile }' })
      .min(1, 'needs at least one band, from 0 miles')
      .max(RATE_CARD_LIMITS.bands, `may have at most ${RATE_CARD_LIMITS.bands} bands`),
    priorityFees,
    afterHours: z
      .object({ amount: money, startsAt: hour, endsAt: hour })
      .strict()
      .refine((v) => v.startsAt !== v.endsAt, {
        message: 'startsAt and endsAt must differ',
        path: ['endsAt'],
      }),
    weekendSurcharge: money,
    holidays: z
      .object({
        amount: money,
        dates: z
          .array(day)
          .max(RATE_CARD_LIMITS.holidays, `may list at most ${RATE_CARD_LIMITS.holidays} dates`)
          .default([]),
      })
      .strict(),
    /** Charged for every piece beyond the first. */
    extraPiece: money,
    waitTime: z
      .object({
        freeMinutes: z
          .number({ message: 'must be a number of minutes' })
          .int('must be whole minutes')
          .min(0, 'cannot be negative')
          .max(240, 'must be at most 240'),
        perMinute: money,
      })
      .strict(),
    coldChain: z.object({ refrigerated: money, frozen: money }).strict(),
    zones: z
      .array(zone, { message: 'must be a list of zones' })
      .max(RATE_CARD_LIMITS.zones, `may have at most ${RATE_CARD_LIMITS.zones} zones`)
      .default([]),
  })
  .strict()
  .superRefine((card, ctx) => {
    card.mileageBands.forEach((band, i) => {
      const previous = card.mileageBands[i - 1];
      if (i === 0 && band.fromMiles !== 0)
        ctx.addIssue({ code: 'custom', path: ['mileageBands', 0, 'fromMiles'], message: 'must be 0' });
      if (previous && band.fromMiles <= previous.fromMiles)
        ctx.addIssue({
          code: 'custom',
          path: ['mileageBands', i, 'fromMiles'],
          message: 'must be more than the band before',
        });
    });
    const seen = new Set<string>();
    card.zones.forEach((z, i) => {
      if (seen.has(z.code))
        ctx.addIssue({ code: 'custom', path: ['zones', i, 'code'], message: 'is used by another zone' });
      seen.add(z.code);
    });
  });
export type RateCard = z.output<typeof rateCard>;
export type RateCardInput = z.input<typeof rateCard>;

/** PUT /api/organizations/{id}/rate-card: the card and the Central day it applies from. */
export const putRateCardRequest = z.object({ effectiveFrom: day, card: rateCard }).strict();
export type PutRateCardRequest = z.input<typeof putRateCardRequest>;
export type PutRateCardInput = z.output<typeof putRateCardRequest>;

/** One stored version of an organisation's card. */
export const rateCardVersion = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  version: z.number().int(),
  effectiveFrom: z.string(),
  card: rateCard,
  createdAt: z.string(),
  createdBy: z.number().int().nullable(),
});
export type RateCardVersion = z.infer<typeof rateCardVersion>;

/**
 * GET /api/organizations/{id}/rate-card: the card that prices today's bookings (the standard card,
 * version null, when none of the organisation's applies yet) and every stored version, newest first.
 */
export const rateCardResponse = z.object({
  organizationId: z.number().int(),
  current: z.object({
    version: z.number().int().nullable(),
    effectiveFrom: z.string().nullable(),
    card: rateCard,
  }),
  versions: z.array(rateCardVersion),
});
export type RateCardResponse = z.infer<typeof rateCardResponse>;

export { priceLineSchema } from './order-response';
