/**
 * Books each standing order's occurrences ahead of time (decision 017): every active standing
 * order's due days from today to today + horizon become ordinary orders through the same
 * createOrder path as a booking, each carrying recurringId and occurrenceDate. Exactly once: the
 * unique index orders(recurring_id, occurrence_date) refuses a second row for a day, whichever
 * process or restart tries, and the loser's whole transaction (order, custody, audit) rolls back.
 */
import { addDays, dayKey } from '@domain/central-time';
import { centralInstantAt, orderTemplateSchema } from '@domain/recurring-orders';
import type { Geocoder } from '../../adapters/geocoder/index';
import type { DistanceService } from '../../adapters/router/index';
import type { Db } from '../../db/client';
import type { WorkerSpec } from '../../workers';
import { createOrder } from '../orders/index';
import * as repo from './repository';
import { dueDays } from './schedule';

export interface GeneratorServices {
  distance: DistanceService;
  geocoder: Geocoder;
}

export interface GeneratorLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface GenerateOptions {
  now?: Date;
  horizonDays: number;
  log?: GeneratorLogger;
  /** Only this standing order (right after it is created or resumed). */
  onlyId?: number;
}

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}

const signedRef = (geocoder: Geocoder, ref: string | null) => (ref ? geocoder.ids.sign(ref) : null);

/** One round; answers how many orders it created (another process's wins are not counted). */
export async function generateOccurrences(
  db: Db,
  services: GeneratorServices,
  options: GenerateOptions,
): Promise<{ created: number }> {
  const now = options.now ?? new Date();
  const today = dayKey(now);
  const until = addDays(today, options.horizonDays);
  const rows = (await repo.listActive(db)).filter(
    (r) => options.onlyId === undefined || r.id === options.onlyId,
  );
  let created = 0;
  for (const row of rows) {
    const days = dueDays(row, today, until, now);
    const booked = await repo.bookedDays(db, row.id, days);
    const missing = days.filter((d) => !booked.has(d));
    if (!missing.length) continue;
    const client = await repo.findClient(db, row.clientId);
    const template = orderTemplateSchema.safeParse(row.template);
    if (!client || !template.success) {
      options.log?.error(
        { recurringId: row.id },
        'standing order cannot be booked: client or template invalid',
      );
      continue;
    }
    for (const day of missing) {
      const input = {
        ...template.data,
        // The template keeps place references, written by this server at creation; the booking
        // takes signed ids like any other, and looks each place up again.
        pickupPlaceId: signedRef(services.geocoder, template.data.pickupPlaceId),
        deliveryPlaceId: signedRef(services.geocoder, template.data.deliveryPlaceId),
        scheduledDate: centralInstantAt(day, row.timeOfDay),
        // The standing order's time of day is the pickup time: its deadlines count from it
        // (service-levels.ts), not from the end of a slot.
        preferredTimeSlot: 'specific' as const,
        shownTotalCost: null,
      };
      try {
        await createOrder(db, services, client, input, null, { recurringId: row.id, occurrenceDate: day });
        created++;
      } catch (error) {
        // Another process booked this day first: that is the exactly-once guarantee at work.
        if (isUniqueViolation(error)) continue;
        // Anything else (a geocoder outage) is retried on the next round.
        options.log?.warn({ err: error, recurringId: row.id, day }, 'standing order occurrence not booked');
      }
    }
  }
  return { created };
}

/** The generator as a worker: a round at start, then every `pollMs` (0: only the one at start). */
export function recurringGenerator(
  db: Db,
  services: GeneratorServices,
  options: { pollMs: number; horizonDays: number; log: GeneratorLogger },
): WorkerSpec {
  return {
    name: 'standing orders',
    intervalMs: options.pollMs,
    runAtStart: true,
    async run() {
      await generateOccurrences(db, services, { horizonDays: options.horizonDays, log: options.log });
    },
  };
}
