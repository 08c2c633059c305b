/**
 * The words a client (and a recipient) reads for where an order stands. The order's status alone
 * says too little: a `confirmed` order may be paid and still wait for dispatch to check an
 * address, or billed on account because dispatch approved it. So the wording is derived here from
 * the state machine's status together with the payment and the address review, and every screen,
 * email and text takes it from here. "Approved" is said only of an order dispatch approved.
 */
import type { OrderPaymentStatus, OrderStatus } from './enums';
import { PROGRESS_STEPS, progressStates, type StepState } from './order-state';

/** What the wording depends on: fields every order answer carries. */
export interface ClientStatusInput {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  driverId: number | null;
  pickupNeedsReview: boolean;
  deliveryNeedsReview: boolean;
}

export const CLIENT_STATUS_KEYS = [
  'awaiting_payment',
  'paid_awaiting_confirmation',
  'paid_address_check',
  'paid_awaiting_driver',
  'approved_awaiting_driver',
  'confirmed_awaiting_driver',
  'driver_assigned',
  'driver_to_pickup',
  'picked_up',
  'in_transit',
  'delivered',
  'cancelled_refunded',
  'cancelled',
  'declined',
] as const;
export type ClientStatusKey = (typeof CLIENT_STATUS_KEYS)[number];

/** Waiting on someone, on the move, done, or stopped: the tone a badge takes. */
export type ClientStatusTone = 'waiting' | 'moving' | 'done' | 'stopped';

export interface ClientStatusWording {
  /** Short, for badges and list rows: "Paid — waiting for a driver". */
  label: string;
  /** One sentence saying what happens next. */
  description: string;
  tone: ClientStatusTone;
}

export const CLIENT_STATUS_WORDING: Readonly<Record<ClientStatusKey, ClientStatusWording>> = {
  awaiting_payment: {
    label: 'Waiting for payment',
    description: 'Not paid yet. Pay to book it, or dispatch may approve it on your account.',
    tone: 'waiting',
  },
  paid_awaiting_confirmation: {
    label: 'Paid — waiting for confirmation',
    description: 'Payment received. The order is being confirmed.',
    tone: 'waiting',
  },
  paid_address_check: {
    label: 'Paid — waiting for address check',
    description: 'Payment received. Dispatch is checking an address before a driver is sent.',
    tone: 'waiting',
  },
  paid_awaiting_driver: {
    label: 'Paid — waiting for a driver',
    description: 'Payment received. A driver will be assigned next.',
    tone: 'waiting',
  },
  approved_awaiting_driver: {
    label: 'Approved — waiting for a driver',
    description: 'Dispatch approved it, billed to your account. A driver will be assigned next.',
    tone: 'waiting',
  },
  confirmed_awaiting_driver: {
    label: 'Confirmed — waiting for a driver',
    description: 'A driver will be assigned next.',
    tone: 'waiting',
  },
  driver_assigned: {
    label: 'Driver assigned',
    description: 'A driver has the job and will set off for the pickup.',
    tone: 'moving',
  },
  driver_to_pickup: {
    label: 'Driver on the way to pickup',
    description: 'The driver is heading to the pickup address.',
    tone: 'moving',
  },
  picked_up: {
    label: 'Picked up',
    description: 'The driver has the item.',
    tone: 'moving',
  },
  in_transit: {
    label: 'On the way to delivery',
    description: 'The driver is heading to the delivery address.',
    tone: 'moving',
  },
  delivered: {
    label: 'Delivered',
    description: 'The order has been delivered.',
    tone: 'done',
  },
  cancelled_refunded: {
    label: 'Cancelled — refunded',
    description: 'This order was cancelled and the payment refunded. It will not be delivered.',
    tone: 'stopped',
  },
  cancelled: {
    label: 'Cancelled',
    description: 'This order was cancelled and will not be delivered.',
    tone: 'stopped',
  },
  declined: {
    label: 'Declined by dispatch',
    description: 'Dispatch could not accept this order. It will not be delivered.',
    tone: 'stopped',
  },
};

const needsAddressCheck = (order: ClientStatusInput) => order.pickupNeedsReview || order.deliveryNeedsReview;

/** Which wording applies to this order now. */
export function clientStatusKey(order: ClientStatusInput): ClientStatusKey {
  switch (order.status) {
    case 'pending':
      // A payment confirms an order in the same transaction; a paid pending order is that instant.
      return order.paymentStatus === 'paid' ? 'paid_awaiting_confirmation' : 'awaiting_payment';
    case 'confirmed':
      if (order.driverId !== null) return 'driver_assigned';
      if (order.paymentStatus === 'paid') {
        return needsAddressCheck(order) ? 'paid_address_check' : 'paid_awaiting_driver';
      }
      // Invoiced means dispatch approved it unpaid: the one case where "approved" is true.
      if (order.paymentStatus === 'invoiced') return 'approved_awaiting_driver';
      return 'confirmed_awaiting_driver';
    case 'assigned':
      return 'driver_assigned';
    case 'pickup_scheduled':
      return 'driver_to_pickup';
    case 'pickup_complete':
      return 'picked_up';
    case 'in_transit':
      return 'in_transit';
    case 'delivered':
      return 'delivered';
    case 'cancelled':
      return order.paymentStatus === 'refunded' ? 'cancelled_refunded' : 'cancelled';
    case 'declined':
      return 'declined';
  }
}

export const clientStatus = (order: ClientStatusInput): ClientStatusWording & { key: ClientStatusKey } => {
  const key = clientStatusKey(order);
  return { key, ...CLIENT_STATUS_WORDING[key] };
};

/** The "confirmed" step of the progress, worded by how the order was confirmed. */
/** How the confirmation step reads, by how the order was paid for. */
export const CONFIRMED_STEP_WORDING = {
  approved: { label: 'Approved', description: 'Approved by dispatch, billed to your account' },
  paidAddressCheck: { label: 'Paid', description: 'Payment received; dispatch is checking an address' },
  paid: { label: 'Paid', description: 'Payment received' },
  confirmed: { label: 'Confirmed', description: 'Paid, or billed to your account' },
} as const;
export type ConfirmedStepKey = keyof typeof CONFIRMED_STEP_WORDING;

export function confirmedStepKey(order: ClientStatusInput): ConfirmedStepKey {
  if (order.paymentStatus === 'invoiced') return 'approved';
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded')
    return order.status === 'confirmed' && needsAddressCheck(order) ? 'paidAddressCheck' : 'paid';
  return 'confirmed';
}

function confirmedStep(order: ClientStatusInput): { label: string; description: string } {
  return CONFIRMED_STEP_WORDING[confirmedStepKey(order)];
}

export interface ProgressStep {
  status: OrderStatus;
  label: string;
  description: string;
  state: StepState;
}

/**
 * The displayed progress of this order: the state machine's steps with their states, the
 * confirmation step worded by the payment, and the current step described by clientStatus.
 */
export function orderProgress(order: ClientStatusInput): ProgressStep[] {
  const states = progressStates(order.status);
  const current = clientStatus(order);
  return PROGRESS_STEPS.map((step, i) => {
    const worded = step.status === 'confirmed' ? confirmedStep(order) : step;
    const state = states[i] ?? 'pending';
    const description =
      state === 'current' && step.status !== 'delivered' ? current.description : worded.description;
    return { status: step.status, label: worded.label, description, state };
  });
}
