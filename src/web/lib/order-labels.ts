/** Words shown for the order enumerations, on every screen that shows an order (dashboard, history, checkout, tracking, driver, dispatch). */
import type { OrderStatus, Priority, ServiceType, TimeSlot } from '@domain/enums';

export const SERVICE_LABELS: Readonly<Record<ServiceType, string>> = {
  medical_prescription: 'Medical Prescription',
  medical_equipment: 'Medical Equipment',
  laboratory_sample: 'Laboratory Sample',
  financial_document: 'Financial Document',
  secure_document: 'Secure Document',
};

export const PRIORITY_LABELS: Readonly<Record<Priority, string>> = {
  standard: 'Standard',
  express: 'Express',
  emergency: 'Emergency',
  scheduled: 'Scheduled',
};

/** The fee and time promise for each priority, shown beside the choice. */
export const PRIORITY_HINTS: Readonly<Record<Priority, string>> = {
  standard: 'standard 2-4 hours',
  express: '+$15 (1-2 hours)',
  emergency: '+$35 (30-60 min)',
  scheduled: "scheduled needs 48 hours' advance",
};

export const TIME_SLOT_LABELS: Readonly<Record<TimeSlot, string>> = {
  morning: 'Morning (8AM-12PM)',
  afternoon: 'Afternoon (12PM-5PM)',
  evening: 'Evening (5PM-8PM)',
  specific: 'Specific time',
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
