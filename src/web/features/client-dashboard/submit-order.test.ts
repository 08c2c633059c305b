import { describe, expect, it } from 'vitest';
import { createOrderRequest, orderFormSchema } from '@domain/orders';
import { submitProblem, toOrderPayload, toToast, unpickedEnds } from './submit-order';

const coords = {
  pickupLatitude: 29.71,
  pickupLongitude: -95.4,
  deliveryLatitude: 29.79,
  deliveryLongitude: -95.79,
};
const priced = {
  price: {
    baseRate: '25.00',
    distanceFee: '36.00',
    priorityFee: '0.00',
    totalCost: '61.00',
    distance: '24.0',
    priceLines: [
      { code: 'base' as const, label: 'Base rate', amount: '25.00' },
      { code: 'distance' as const, label: 'Distance: 24.0 mi at $1.50/mi', amount: '36.00' },
    ],
  },
  current: true,
};

describe('order submission rules', () => {
  it('splits the spec messages into toast title and description', () => {
    expect(
      toToast(
        'Pricing calculation required: Please wait for the pricing calculation to complete before submitting.',
      ),
    ).toEqual({
      title: 'Pricing calculation required',
      description: 'Please wait for the pricing calculation to complete before submitting.',
    });
    expect(toToast('Plain')).toEqual({ title: 'Plain', description: '' });
  });

  it('names each end whose address was not picked, before anything else', () => {
    expect(unpickedEnds({ ...coords, deliveryLongitude: null })).toEqual(['delivery']);
    expect(unpickedEnds({ ...coords, pickupLatitude: null, deliveryLatitude: null })).toEqual([
      'pickup',
      'delivery',
    ]);
    expect(unpickedEnds(coords)).toEqual([]);
    // The price is not the problem while an address is: that is said on the field.
    expect(submitProblem({ ...coords, pickupLatitude: null }, { ...priced, current: false })).toBeNull();
  });

  it('waits for a price that matches the current choices', () => {
    expect(submitProblem(coords, { ...priced, current: false })?.title).toBe('Pricing calculation required');
    expect(
      submitProblem(coords, { price: { ...priced.price, totalCost: '0.00' }, current: true })?.title,
    ).toBe('Pricing calculation required');
    expect(submitProblem(coords, priced)).toBeNull();
  });

  it('builds the POST /api/orders payload that the server schema accepts', () => {
    const values = orderFormSchema.parse({
      ...coords,
      pickupAddress: '6565 Fannin St, Houston, TX 77030',
      deliveryAddress: '23900 Katy Fwy, Katy, TX 77494',
      itemDescription: 'Insulin, keep cold',
      pickupContactName: '',
      pickupContactPhone: '',
      scheduledDate: new Date(Date.now() + 72 * 3_600_000),
      preferredTimeSlot: null,
    });
    const payload = toOrderPayload(values);
    expect(payload).toMatchObject({
      serviceType: 'medical_prescription',
      priority: 'standard',
      status: 'pending',
      requiresSignature: false,
      requiresId: false,
      pickupContactName: null,
      pickupContactPhone: null,
      specialInstructions: null,
      preferredTimeSlot: null,
      pickupLatitude: 29.71,
    });
    expect(payload.scheduledDate).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(createOrderRequest.safeParse(payload).success).toBe(true);
  });
});
