import { pgEnum } from 'drizzle-orm/pg-core';
import {
  DRIVER_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  ORGANIZATION_KINDS,
  PAYMENT_STATUSES,
  PRIORITIES,
  RATING_USER_TYPES,
  ROLES,
  SERVICE_TYPES,
  TIME_SLOTS,
} from '@domain/enums';

export const roleEnum = pgEnum('user_role', ROLES);
export const serviceTypeEnum = pgEnum('service_type', SERVICE_TYPES);
export const priorityEnum = pgEnum('order_priority', PRIORITIES);
export const timeSlotEnum = pgEnum('time_slot', TIME_SLOTS);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const driverStatusEnum = pgEnum('driver_status', DRIVER_STATUSES);
export const ratingUserTypeEnum = pgEnum('rating_user_type', RATING_USER_TYPES);
export const organizationKindEnum = pgEnum('organization_kind', ORGANIZATION_KINDS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
/** What was paid for an order; the payments table keeps each attempt's own status. */
export const orderPaymentStatusEnum = pgEnum('order_payment_status', ORDER_PAYMENT_STATUSES);
