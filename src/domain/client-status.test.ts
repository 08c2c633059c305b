import { describe, expect, it } from 'vitest';
import { clientStatus, orderProgress, type ClientStatusInput } from './client-status';
import { ORDER_STATUSES, ORDER_PAYMENT_STATUSES } from './enums';

const order = (over: Partial<ClientStatusInput>): ClientStatusInput => ({
  status: 'pending',
  paymentStatus: 'unpaid',
  driverId: null,
  pickupNeedsReview: false,
  deliveryNeedsReview: false,
  ...over,
});

describe('client status wording', () => {
  it('tells a paid order waiting for dispatch to check an address from one waiting for a driver', () => {
    const paid = { status: 'confirmed', paymentStatus: 'paid' } as const;
    expect(clientStatus(order({ ...paid, deliveryNeedsReview: true })).label).toBe(
      'Paid — waiting for address check',
    );
    expect(clientStatus(order(paid)).label).toBe('Paid — waiting for a driver');
    expect(clientStatus(order({ ...paid, driverId: 4 })).label).toBe('Driver assigned');
  });

  it('says "approved" only of an order dispatch approved (billed on account)', () => {
    expect(clientStatus(order({ status: 'confirmed', paymentStatus: 'invoiced' })).label).toBe(
      'Approved — waiting for a driver',
    );
    for (const status of ORDER_STATUSES) {
      for (const paymentStatus of ORDER_PAYMENT_STATUSES) {
        if (paymentStatus === 'invoiced') continue;
        const worded = clientStatus(order({ status, paymentStatus }));
        expect(`${worded.label} ${worded.description}`, `${status}/${paymentStatus}`).not.toMatch(
          /\bapproved\b/i,
        );
        for (const step of orderProgress(order({ status, paymentStatus }))) {
          expect(`${step.label} ${step.description}`, `${status}/${paymentStatus}`).not.toMatch(/approved/i);
        }
      }
    }
  });

  it('words an unpaid booking, a refund and a refusal', () => {
    expect(clientStatus(order({})).label).toBe('Waiting for payment');
    expect(clientStatus(order({ status: 'cancelled', paymentStatus: 'refunded' })).label).toBe(
      'Cancelled — refunded',
    );
    expect(clientStatus(order({ status: 'declined' })).tone).toBe('stopped');
  });

  it('describes the current progress step by the same wording, and the confirmation by the payment', () => {
    const steps = orderProgress(
      order({ status: 'confirmed', paymentStatus: 'paid', pickupNeedsReview: true }),
    );
    const current = steps.find((s) => s.state === 'current')!;
    expect(current.label).toBe('Paid');
    expect(current.description).toBe(
      clientStatus(order({ status: 'confirmed', paymentStatus: 'paid', pickupNeedsReview: true }))
        .description,
    );
    const invoiced = orderProgress(order({ status: 'in_transit', paymentStatus: 'invoiced' }));
    expect(invoiced.find((s) => s.status === 'confirmed')).toMatchObject({
      label: 'Approved',
      state: 'done',
    });
  });
});
