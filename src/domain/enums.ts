/** The enumerations of the product's entities and states, shared by server, database and web. */

/**
 * A user's role. `admin` is dispatch (and every staff power); `billing` is billing staff, who
 * issue invoices, record payments and keep rates, and see nothing of dispatching or of patients.
 */
export const ROLES = ['client', 'driver', 'admin', 'billing'] as const;
export type Role = (typeof ROLES)[number];

/** A client's role in its organisation (domain/organizations.ts says what each may do). */
export const ORGANIZATION_ROLES = ['owner', 'booker', 'viewer', 'receiving'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const SERVICE_TYPES = [
  'medical_prescription',
  'medical_equipment',
  'laboratory_sample',
  'financial_document',
  'secure_document',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const PRIORITIES = ['standard', 'express', 'emergency', 'scheduled'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const TIME_SLOTS = ['morning', 'afternoon', 'evening', 'specific'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'assigned',
  'pickup_scheduled',
  'pickup_complete',
  'in_transit',
  'delivered',
  'cancelled',
  'declined',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** "Active": a job that is booked and paid but not yet finished. */
export const ACTIVE_STATUSES = [
  'confirmed',
  'assigned',
  'pickup_scheduled',
  'pickup_complete',
  'in_transit',
] as const satisfies readonly OrderStatus[];

export const DRIVER_STATUSES = ['available', 'busy', 'offline'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

export const RATING_USER_TYPES = ['client', 'driver'] as const;
export type RatingUserType = (typeof RATING_USER_TYPES)[number];

export const ORGANIZATION_KINDS = ['pharmacy', 'laboratory', 'clinic', 'hospital', 'bank', 'other'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];

export const PAYMENT_STATUSES = ['requires_confirmation', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What was paid for an order, on every order answer (contract): `unpaid`; `paid` (card
 * or test payment taken); `invoiced` (dispatch approved it unpaid, billed on account); `refunded`
 * (a paid order cancelled, the money returned through the provider).
 */
export const ORDER_PAYMENT_STATUSES = ['unpaid', 'paid', 'invoiced', 'refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** The states MedLink serves. */
export const SERVICE_STATES = ['TX', 'OK', 'NM', 'AR', 'LA'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];
