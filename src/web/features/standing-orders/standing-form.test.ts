import { describe, expect, it } from 'vitest';
import { createRecurringOrderRequest } from '@domain/recurring-orders';
import { orderFormSchema } from '@domain/orders';
import { ApiError, fieldErrorList } from '@web/lib/api';
import {
  firstPickup,
  STANDING_ORDER_DEFAULTS,
  placeServerErrors,
  ruleFormSchema,
  toStandingRequest,
} from './standing-form';

const refusal = (errors: { path: string; message: string }[]) =>
  new ApiError(400, JSON.stringify({ message: 'x', code: 'VALIDATION_FAILED', errors }), 'Bad Request');

/** The server's refusals placed as an English reader sees them (the server's own words). */
const placeInEnglish = (error: unknown) => placeServerErrors(error, fieldErrorList);

describe('the new standing order form', () => {
  it('sends every field of the order as the template, and the rule beside it', () => {
    const order = orderFormSchema.parse({
      ...STANDING_ORDER_DEFAULTS,
      pickupAddress: '6565 Fannin St, Houston, TX 77030',
      pickupLatitude: 29.7,
      pickupLongitude: -95.4,
      pickupContactName: 'Front desk',
      pickupContactPhone: '(713) 555-0100',
      deliveryAddress: '1200 Main St, Houston, TX 77002',
      deliveryContactName: 'Lab intake',
      itemDescription: 'Morning specimens',
      specialInstructions: 'Ring the lab bell',
      temperatureClass: 'refrigerated',
      requiresSignature: true,
      pieces: [{ kind: 'cooler' }],
    });
    const rule = ruleFormSchema.parse({
      kind: 'weekly',
      days: ['MO', 'TH'],
      timeOfDay: '07:30',
      startDate: '2030-03-04',
      endDate: '',
    });
    const body = toStandingRequest(rule, order, null);
    // What the server takes: the request parses with the API's own schema.
    const parsed = createRecurringOrderRequest.parse(body);
    expect(parsed.rrule).toBe('FREQ=WEEKLY;BYDAY=MO,TH');
    expect(parsed).toMatchObject({ startDate: '2030-03-04', timeOfDay: '07:30', endDate: null });
    expect(parsed.template).toMatchObject({
      pickupContactName: 'Front desk',
      pickupContactPhone: '(713) 555-0100',
      deliveryContactName: 'Lab intake',
      specialInstructions: 'Ring the lab bell',
      temperatureClass: 'refrigerated',
      requiresSignature: true,
      pieces: [{ kind: 'cooler' }],
      scheduledDate: null,
    });
    expect(body).not.toHaveProperty('clientId');
    expect(toStandingRequest(rule, order, 42).clientId).toBe(42);
  });

  it('refuses a weekly rule with no day and a last day before the first', () => {
    const result = ruleFormSchema.safeParse({
      kind: 'weekly',
      days: [],
      timeOfDay: '07:30',
      startDate: '2030-03-04',
      endDate: '2030-03-01',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['days', 'endDate']);
  });

  it('puts the server’s refusal on the field it names, inside the template or not', () => {
    const placed = placeInEnglish(
      refusal([
        { path: 'template.pickupAddress', message: 'Pickup address is required' },
        { path: 'deliveryAddress', message: 'Delivery address is outside the service area' },
        { path: 'template.pieces.0.kind', message: 'Choose a kind' },
        { path: 'pickupLatitude', message: 'Pickup is outside our service area' },
        { path: 'rrule', message: 'rrule gives no dates from startDate on' },
        { path: 'clientId', message: 'Choose the client' },
      ]),
    );
    expect(placed.order).toEqual([
      ['pickupAddress', 'Pickup address is required'],
      ['deliveryAddress', 'Delivery address is outside the service area'],
      ['pieces', 'Choose a kind'],
      ['pickupAddress', 'Pickup is outside our service area'],
    ]);
    expect(placed.rule).toEqual([['kind', 'rrule gives no dates from startDate on']]);
    expect(placed.clientId).toBe('Choose the client');
    expect(placed.unplaced).toBeNull();
  });

  it('says a refusal that names no field on the form itself', () => {
    expect(placeInEnglish(new ApiError(500, '{"message":"boom"}', 'Error')).unplaced).toBe('');
    const skips = refusal([{ path: 'skipDates', message: 'skipDates may hold at most 366 dates' }]);
    expect(placeInEnglish(skips).unplaced).toBe('skipDates may hold at most 366 dates');
  });

  it('puts a refused cost centre, receiving site or language on its own field', () => {
    const placed = placeInEnglish(
      refusal([
        { path: 'template.costCentre', message: 'Unknown cost centre' },
        { path: 'template.deliveryOrganizationId', message: 'Not a receiving site' },
        { path: 'template.recipientLanguage', message: 'Choose English or Spanish' },
      ]),
    );
    expect(placed.order).toEqual([
      ['costCentre', 'Unknown cost centre'],
      ['deliveryOrganizationId', 'Not a receiving site'],
      ['recipientLanguage', 'Choose English or Spanish'],
    ]);
    expect(placed.unplaced).toBeNull();
  });

  it('knows the first pickup only once the day and the time are whole', () => {
    expect(firstPickup({ startDate: '2030-03-04', timeOfDay: '07:30' })?.toISOString()).toBe(
      '2030-03-04T13:30:00.000Z',
    );
    expect(firstPickup({ startDate: '2030-03-0', timeOfDay: '07:30' })).toBeNull();
    expect(firstPickup({ startDate: '2030-03-04', timeOfDay: '' })).toBeNull();
  });
});
