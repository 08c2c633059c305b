/** Words shown for the order enumerations, on every screen that shows an order (dashboard, history, checkout, tracking, driver, dispatch). */
import { PRIORITIES, type OrderStatus, type Priority, type ServiceType, type TimeSlot } from '@domain/enums';
import { SERVICE_LEVELS } from '@domain/service-levels';

export const SERVICE_LABELS: Readonly<Record<ServiceType, string>> = {
  medical_prescription: 'Medical Prescription',
  medical_equipment: 'Medical Equipment',
  laboratory_sample: 'Laboratory Sample',
  financial_document: 'Financial Document',
  secure_document: 'Secure Document',
};

/** What a receipt, an order row and the checkout say about payment (orders/receipt.ts picks one). */
export const PAYMENT_STATE_LABELS = {
  paid: 'Paid',
  invoiced: 'Invoiced: payment due',
  refunded: 'Refunded',
  notChargedDeclined: 'Not charged (declined)',
  notChargedCancelled: 'Not charged (cancelled)',
  awaiting: 'Awaiting payment',
} as const;
export type PaymentStateKey = keyof typeof PAYMENT_STATE_LABELS;

export const PRIORITY_LABELS: Readonly<Record<Priority, string>> = Object.fromEntries(
  PRIORITIES.map((p) => [p, SERVICE_LEVELS[p].label]),
) as Record<Priority, string>;

export const TIME_SLOT_LABELS: Readonly<Record<TimeSlot, string>> = {
  morning: 'Morning (8AM-12PM)',
  afternoon: 'Afternoon (12PM-5PM)',
  evening: 'Evening (5PM-8PM)',
  specific: 'Set pickup time',
};

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  assigned: 'Driver Assigned',
  pickup_scheduled: 'Pickup Scheduled',
  pickup_complete: 'Picked Up',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  declined: 'Declined',
};
