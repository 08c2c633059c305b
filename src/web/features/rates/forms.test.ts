import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { centralInstant } from '@domain/central-time';
import { priceOrder, STANDARD_RATE_CARD } from '@domain/pricing';
import { createPayRuleRequest } from '@domain/driver-pay-rules';
import { putRateCardRequest, rateCard } from '@domain/rate-cards';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Translate } from '@web/i18n';
import { EN } from '@web/i18n/catalogue/en';
import { issueWords } from '@web/i18n/issue-words';
import { ApiError, fieldErrorList } from '@web/lib/api';
import { errorAt, placeServerErrors, wordedResolver } from '@web/lib/forms';
import { formOfCard, previewPrice, requestOfForm, type SampleTrip } from './rate-card-form';
import { formOfRates, previewPay, requestOfPayRule } from './pay-rule-form';

/** The editors' checks as an English reader gets them (useWordedResolver). */
const intl = createIntl({ locale: 'en-US', messages: EN });
const t: Translate = (key, values) => intl.formatMessage({ id: key }, values);
const issueText = issueWords(t, 'en');
const rateCardResolver = wordedResolver(putRateCardRequest, issueText, requestOfForm);
const payRuleResolver = wordedResolver(createPayRuleRequest, issueText, requestOfPayRule);

/** What react-hook-form gets from the resolver when the form is submitted. */
async function check<Form extends FieldValues, Output>(
  resolver: Resolver<Form, unknown, Output>,
  form: Form,
) {
  const result = await resolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });
  const ok = Object.keys(result.errors).length === 0;
  return { ok, request: result.values as Output, errors: result.errors };
}
const checkForm = (form: ReturnType<typeof formOfCard>) => check(rateCardResolver, form);
const checkPayRule = (form: ReturnType<typeof formOfRates>) => check(payRuleResolver, form);

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
  it('gives back the card it was made from, as the request the server takes', async () => {
    const checked = await checkForm(formOfCard(STANDARD_RATE_CARD, '2026-12-01'));
    expect(checked.ok && checked.request).toEqual({
      effectiveFrom: '2026-12-01',
      card: rateCard.parse(STANDARD_RATE_CARD),
    });
  });

  it("names each wrong field by the path the server's 400 uses", async () => {
    const form = formOfCard(STANDARD_RATE_CARD, 'soon');
    form.card.baseRate = '30';
    form.card.mileageBands.push({ fromMiles: '0', perMile: '1.00' });
    form.card.afterHours.endsAt = '19';
    form.card.holidays.dates = '2026-12-25, christmas';
    const checked = await checkForm(form);
    expect(checked.ok).toBe(false);
    expect(errorAt(checked.errors, 'effectiveFrom')).toMatch(/date/);
    expect(errorAt(checked.errors, 'card.baseRate')).toMatch(/two decimals/);
    expect(errorAt(checked.errors, 'card.mileageBands.1.fromMiles')).toBe(
      'must be more than the band before',
    );
    expect(errorAt(checked.errors, 'card.afterHours.endsAt')).toBe('startsAt and endsAt must differ');
    expect(errorAt(checked.errors, 'card.holidays.dates')).toMatch(/date/);
  });

  it('keeps an empty handling amount off the card and reads ZIP lists of a zone', async () => {
    const form = formOfCard(STANDARD_RATE_CARD, '2026-12-01');
    form.card.serviceSurcharges.medical_equipment = '';
    form.card.zones.push({
      code: 'tmc',
      name: 'Medical Center',
      zips: '77030 77054,77021',
      flatPrice: '19.00',
    });
    const checked = await checkForm(form);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.request.card.serviceSurcharges.medical_equipment).toBeUndefined();
    expect(checked.request.card.zones[0]!.zips).toEqual(['77030', '77054', '77021']);
  });

  it('previews the lines THE pricing function gives an order booked like the sample', async () => {
    const form = formOfCard(STANDARD_RATE_CARD, '2026-12-01');
    form.card.afterHours.amount = '15.00';
    form.card.weekendSurcharge = '10.00';
    form.card.extraPiece = '2.50';
    form.card.coldChain.refrigerated = '12.00';
    form.card.waitTime = { freeMinutes: '15', perMinute: '0.50' };
    const checked = await checkForm(form);
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
});

describe('the pay rule form', () => {
  it('sends every driver as null and an empty rate as zero', async () => {
    const form = formOfRates(null, '', '2026-12-01');
    form.flat = '6.25';
    form.percent = '';
    const checked = await checkPayRule(form);
    expect(checked.ok && checked.request).toMatchObject({
      driverId: null,
      effectiveFrom: '2026-12-01',
      flat: '6.25',
      percent: '0.00',
    });
  });

  it('names the field the schema refuses', async () => {
    const form = formOfRates(null, '12', '2026-02-30');
    form.percent = '120';
    const checked = await checkPayRule(form);
    expect(checked.ok).toBe(false);
    expect(errorAt(checked.errors, 'percent')).toBe('percent must be at most 100');
    expect(errorAt(checked.errors, 'effectiveFrom')).toMatch(/date/);
  });

  it("previews a job with the settlement's arithmetic and a week as so many such jobs", async () => {
    const form = formOfRates(null, '', '2026-12-01');
    Object.assign(form, { percent: '10', perStop: '1.00', minimum: '9.00' });
    const checked = await checkPayRule(form);
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
  it('lands on the field each error names, and says when none was named', () => {
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
    const set: [string, string | undefined][] = [];
    const form = { setError: (name: string, e: { message?: string }) => void set.push([name, e.message]) };
    expect(placeServerErrors(form, error, fieldErrorList)).toBe(true);
    expect(set).toEqual([
      ['card.mileageBands.0.perMile', 'must be an amount'],
      ['card.holidays.dates.2', 'must be a date such as 2026-12-01'],
    ]);
    expect(placeServerErrors(form, new Error('offline'), fieldErrorList)).toBe(false);
  });

  it('is read on a list typed on one line by the line itself', () => {
    const errors = {
      card: { holidays: { dates: [undefined, { message: 'must be a date', type: 'custom' }] } },
    } as unknown as FieldErrors;
    expect(errorAt(errors, 'card.holidays.dates')).toBe('must be a date');
    expect(errorAt(errors, 'card.baseRate')).toBeUndefined();
  });
});
