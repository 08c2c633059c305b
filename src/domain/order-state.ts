/**
 * The order state machine as a table: (status, action, role) -> next status.
 * The server refuses anything not in it (409, nothing changed); the web uses the same table to
 * decide which buttons to show (ARCHITECTURE.md, 'The state machine is a table').
 */
import type { OrderStatus, Role } from './enums';

export const ORDER_ACTIONS = [
  'pay',
  'approve',
  'decline',
  'assign',
  'accept',
  'start_job',
  'complete_pickup',
  'start_delivery',
  'complete_delivery',
  'cancel',
  'decline_job',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export interface Transition {
  from: OrderStatus;
  action: OrderAction;
  roles: readonly Role[];
  to: OrderStatus;
}

export const TRANSITIONS: readonly Transition[] = [
  // A payment (or the spec's test payment) confirms a booking; so does a dispatcher's approval.
  { from: 'pending', action: 'pay', roles: ['client'], to: 'confirmed' },
  { from: 'pending', action: 'approve', roles: ['admin'], to: 'confirmed' },
  { from: 'pending', action: 'decline', roles: ['admin'], to: 'declined' },
  // A confirmed job with no driver is open: a dispatcher assigns it or a driver accepts it.
  { from: 'confirmed', action: 'assign', roles: ['admin'], to: 'assigned' },
  { from: 'confirmed', action: 'accept', roles: ['driver'], to: 'assigned' },
  // The driver's run, one step at a time.
  { from: 'assigned', action: 'start_job', roles: ['driver'], to: 'pickup_scheduled' },
  { from: 'pickup_scheduled', action: 'complete_pickup', roles: ['driver'], to: 'pickup_complete' },
  { from: 'pickup_complete', action: 'start_delivery', roles: ['driver'], to: 'in_transit' },
  { from: 'in_transit', action: 'complete_delivery', roles: ['driver'], to: 'delivered' },
  // Before the item is picked up the driver may hand a job back (with a reason); it is open
  // again for dispatch or another driver.
  { from: 'assigned', action: 'decline_job', roles: ['driver'], to: 'confirmed' },
  { from: 'pickup_scheduled', action: 'decline_job', roles: ['driver'], to: 'confirmed' },
  // A client may withdraw its booking until a driver sets off for the pickup (a paid one is
  // refunded); dispatch may cancel until pickup.
  { from: 'pending', action: 'cancel', roles: ['client', 'admin'], to: 'cancelled' },
  { from: 'confirmed', action: 'cancel', roles: ['client', 'admin'], to: 'cancelled' },
  { from: 'assigned', action: 'cancel', roles: ['client', 'admin'], to: 'cancelled' },
  { from: 'pickup_scheduled', action: 'cancel', roles: ['admin'], to: 'cancelled' },
];

/** The status an action leads to, or null when this role may not take it from this status. */
export function nextStatus(from: OrderStatus, action: OrderAction, role: Role): OrderStatus | null {
  const transition = TRANSITIONS.find(
    (t) => t.from === from && t.action === action && t.roles.includes(role),
  );
  return transition?.to ?? null;
}

/** The action that moves `from` to `to` for this role (PATCH bodies name the target status). */
export function actionFor(from: OrderStatus, to: OrderStatus, role: Role): OrderAction | null {
  const transition = TRANSITIONS.find((t) => t.from === from && t.to === to && t.roles.includes(role));
  return transition?.action ?? null;
}

export function allowedActions(from: OrderStatus, role: Role): OrderAction[] {
  return TRANSITIONS.filter((t) => t.from === from && t.roles.includes(role)).map((t) => t.action);
}

export const ACTION_LABELS: Readonly<Record<OrderAction, string>> = {
  pay: 'pay for',
  approve: 'approve',
  decline: 'decline',
  assign: 'assign',
  accept: 'accept',
  start_job: 'start',
  complete_pickup: 'complete the pickup of',
  start_delivery: 'start the delivery of',
  complete_delivery: 'complete the delivery of',
  cancel: 'cancel',
  decline_job: 'decline',
};

/** The driver's steps, in order, with the button label and the success toast. */
export const DRIVER_STEPS = [
  { action: 'start_job', label: 'Start Job', to: 'pickup_scheduled', toast: 'Job Started' },
  { action: 'complete_pickup', label: 'Complete Pickup', to: 'pickup_complete', toast: 'Pickup Complete' },
  { action: 'start_delivery', label: 'Start Delivery', to: 'in_transit', toast: 'Delivery Started' },
  { action: 'complete_delivery', label: 'Complete Delivery', to: 'delivered', toast: 'Delivery Complete' },
] as const satisfies ReadonlyArray<{ action: OrderAction; label: string; to: OrderStatus; toast: string }>;

/** The displayed progress: every step with its label and description. */
export const PROGRESS_STEPS = [
  { status: 'pending', label: 'Order Submitted', description: 'Order received and under review' },
  // Neither "paid" nor "approved": either may confirm it (client-status.ts words which one did).
  { status: 'confirmed', label: 'Order Confirmed', description: 'Booked and waiting for a driver' },
  {
    status: 'assigned',
    label: 'Driver Assigned',
    description: 'A driver is assigned to your delivery',
  },
  {
    status: 'pickup_scheduled',
    label: 'Pickup Scheduled',
    description: 'The driver is on the way to the pickup',
  },
  { status: 'pickup_complete', label: 'Picked Up', description: 'The item is with the driver' },
  { status: 'in_transit', label: 'In Transit', description: 'On the way to the delivery address' },
  { status: 'delivered', label: 'Delivered', description: 'Order has been delivered successfully' },
] as const satisfies ReadonlyArray<{ status: OrderStatus; label: string; description: string }>;

export type StepState = 'done' | 'current' | 'pending';

/** Earlier steps done, the current one highlighted, later ones pending; a delivered order is all done. */
export function progressStates(status: OrderStatus): StepState[] {
  const index = PROGRESS_STEPS.findIndex((s) => s.status === status);
  return PROGRESS_STEPS.map((_, i) => {
    if (index < 0) return 'pending';
    if (i < index || status === 'delivered') return 'done';
    return i === index ? 'current' : 'pending';
  });
}

/** An order any driver may see and accept. */
export const isOpenJob = (order: { status: OrderStatus; driverId: number | null }) =>
  order.status === 'confirmed' && order.driverId === null;
