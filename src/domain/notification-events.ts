/**
 * The steps of an order that tell people, and what the outbox carries, with their names, apart
 * from the notification schemas so the web catalogue can word them without loading zod
 * (notifications.ts re-exports them).
 */
import type { OrderStatus } from './enums';

export const NOTIFICATION_EVENTS = [
  'order_confirmed',
  'driver_on_the_way',
  'picked_up',
  'delivered',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * The status that raises each event. "On the way" is the driver starting the job (heading to the
 * pickup): from then on the tracking link follows a moving driver, which is what it is for.
 */
export const EVENT_OF_STATUS: Partial<Record<OrderStatus, NotificationEvent>> = {
  confirmed: 'order_confirmed',
  pickup_scheduled: 'driver_on_the_way',
  pickup_complete: 'picked_up',
  delivered: 'delivered',
};

export const EVENT_LABELS: Record<NotificationEvent, string> = {
  order_confirmed: 'Order confirmed',
  driver_on_the_way: 'Driver on the way (with the tracking link)',
  picked_up: 'Picked up',
  delivered: 'Delivered (with the custody certificate link)',
};

/**
 * What the outbox carries: the order events above, and the invoice email to an organisation's
 * owners (which no preference turns off: it is the bill, not news of a delivery).
 */
export const OUTBOX_EVENTS = [...NOTIFICATION_EVENTS, 'invoice_issued', 'invoice_overdue'] as const;
export type OutboxEvent = (typeof OUTBOX_EVENTS)[number];
export const OUTBOX_EVENT_LABELS: Record<OutboxEvent, string> = {
  ...EVENT_LABELS,
  invoice_issued: 'Invoice issued (with the PDF)',
  invoice_overdue: 'Invoice overdue reminder (with the PDF)',
};
