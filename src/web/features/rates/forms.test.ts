import { describe, expect, it } from 'vitest';
import { centralInstant } from '@domain/central-time';
import { priceOrder, STANDARD_RATE_CARD } from '@domain/pricing';
import { rateCard } from '@domain/rate-cards';
import { checkForm, formOfCard, previewPrice, type SampleTrip } from './rate-card-form';
import { ApiError } from '@web/lib/api';
import { errorAt, issuesByPath, serverFieldErrors } from './form-errors';
import { checkPayRule, formOfRates, previewPay } from './pay-rule-form';

const trip: SampleTrip = {
  serviceType: 'medical_equipment',
  priority: 'express',
  miles: '12.3',
  pieces: '3',
  temperatureClass: 'refrigerated',
  day: '2026-12-05',
  hour: '21',
  waitMinutes: '20',
  pickupZip: '',
  deliveryZip: '',
};

describe('the rate card form', () => {
  it('gives back the card it was made from, as the request the server takes', () => {
    const checked = checkForm(formOfCard(STANDARD_RATE_CARD, '2026-12-01'));
    expect(checked.ok && checked.request).toEqual({
      effectiveFrom: '2026-12-01',
      card: rateCard.parse(STANDARD_RATE_CARD),
    });
  });

  it("names each wrong field by the path the server's 400 uses", () => {
    const form = formOfCard(STANDARD_RATE_CARD, 'soon');
    form.baseRate = '30';
    form.mileageBands.push({ fromMiles: '0', perMile: '1.00' });
    form.afterHours.endsAt = '19';
    form.holidays.dates = '2026-12-25, christmas';
    const checked = checkForm(form);
    expect(checked.ok).toBe(false);
    expect(checked.errors['effectiveFrom']).toMatch(/date/);
    expect(checked.errors['card.baseRate']).toMatch(/two decimals/);
    expect(checked.errors['card.mileageBands.1.fromMiles']).toBe('must be more than the band before');
    expect(checked.errors['card.afterHours.endsAt']).toBe('startsAt and endsAt must differ');
    expect(errorAt(checked.errors, 'card.holidays.dates')).toMatch(/date/);
  });

  it('keeps an empty handling amount off the card and reads ZIP lists of a zone', () => {
    const form = formOfCard(STANDARD_RATE_CARD, '2026-12-01');
    form.serviceSurcharges.medical_equipment = '';
    form.zones.push({ code: 'tmc', name: 'Medical Center', zips: '77030 77054,77021', flatPrice: '19.00' });
    const checked = checkForm(form);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.request.card.serviceSurcharges.medical_equipment).toBeUndefined();
    expect(checked.request.card.zones[0]!.zips).toEqual(['77030', '77054', '77021']);
  });

  it('previews the lines THE pricing function gives an order booked like the sample', () => {
    const form = formOfCard(STANDARD_RATE_CARD, '2026-12-01');
    form.afterHours.amount = '15.00';
    form.weekendSurcharge = '10.00';
    form.extraPiece = '2.50';
    form.coldChain.refrigerated = '12.00';
    form.waitTime = { freeMinutes: '15', perMinute: '0.50' };
    const checked = checkForm(form);
    if (!checked.ok) throw new Error('the form should be valid');
    const preview = previewPrice(checked.request.card, trip);
    expect(preview).toEqual(
      priceOrder(
        {
          serviceType: 'medical_equipment',
          priority: 'express',
          distanceMiles: 12.3,
          pieces: 3,
          temperatureClass: 'refrigerated',
          at: centralInstant('2026-12-05', 21),
          waitMinutes: 20,
          pickupZip: null,
          deliveryZip: null,
        },
        checked.request.card,
      ),
    );
    expect(preview.priceLines.map((l) => l.code)).toEqual([
      'base',
      'service',
      'distance',
      'priority',
      'after_hours',
      'weekend',
      'extra_pieces',
      'cold_chain',
      'wait_time',
    ]);
  });

  it('reads issues of a nested list by their full path', () => {
    const parsed = rateCard.safeParse({
      ...STANDARD_RATE_CARD,
      mileageBands: [{ fromMiles: 0, perMile: 'x' }],
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(Object.keys(issuesByPath(parsed.error.issues))).toEqual(['mileageBands.0.perMile']);
  });
});

describe('the pay rule form', () => {
  it('sends every driver as null and an empty rate as zero', () => {
    const form = formOfRates(null, '', '2026-12-01');
    form.flat = '6.25';
    form.percent = '';
    const checked = checkPayRule(form);
    expect(checked.ok && checked.request).toMatchObject({
      driverId: null,
      effectiveFrom: '2026-12-01',
      flat: '6.25',
      percent: '0.00',
    });
  });

  it('names the field the schema refuses', () => {
    const form = formOfRates(null, '12', '2026-02-30');
    form.percent = '120';
    const checked = checkPayRule(form);
    expect(checked.ok).toBe(false);
    expect(checked.errors['percent']).toBe('percent must be at most 100');
    expect(checked.errors['effectiveFrom']).toMatch(/date/);
  });

  it("previews a job with the settlement's arithmetic and a week as so many such jobs", () => {
    const form = formOfRates(null, '', '2026-12-01');
    Object.assign(form, { percent: '10', perStop: '1.00', minimum: '9.00' });
    const checked = checkPayRule(form);
    if (!checked.ok) throw new Error('the form should be valid');
    const preview = previewPay(checked.request, {
      orderTotal: '40.00',
      miles: '8.0',
      pieces: '1',
      jobsPerWeek: '3',
    });
    // 10 % of 40.00 and two stops at 1.00 make 6.00, topped up to the 9.00 minimum.
    expect(preview.parts.map((p) => [p.code, p.amount])).toEqual([
      ['percent', '4.00'],
      ['stop', '2.00'],
      ['minimum', '3.00'],
    ]);
    expect(preview.amount).toBe('9.00');
    expect(preview.week).toBe('27.00');
  });
});

describe("the server's 400", () => {
  it('is read by the dotted path each field error names', () => {
    const error = new ApiError(
      400,
      JSON.stringify({
        message: 'Invalid input',
        code: 'VALIDATION_FAILED',
        errors: [
          { path: 'card.mileageBands.0.perMile', message: 'must be an amount' },
          { path: 'card.holidays.dates.2', message: 'must be a date such as 2026-12-01' },
        ],
      }),
      'Bad Request',
    );
    const errors = serverFieldErrors(error);
    expect(errorAt(errors, 'card.mileageBands.0.perMile')).toBe('must be an amount');
    expect(errorAt(errors, 'card.holidays.dates')).toBe('must be a date such as 2026-12-01');
    expect(errorAt(errors, 'card.baseRate')).toBeUndefined();
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});
