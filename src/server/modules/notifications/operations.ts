/** The contract's rows for the notifications module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const NOTIFICATION_OPERATIONS: Record<string, Operation> = {
  'GET /api/notifications/preferences': {
    operationId: 'getNotificationPreferences',
    summary: "The caller's email and SMS choices",
    tag: 'notifications',
  },
  'PUT /api/notifications/preferences': {
    operationId: 'setNotificationPreferences',
    summary: "Set the caller's email and SMS choices",
    tag: 'notifications',
  },
  'GET /api/admin/notifications': {
    operationId: 'listNotifications',
    summary: 'The notification outbox, for dispatch',
    tag: 'notifications',
  },
  'POST /api/admin/notifications/:id/retry': {
    operationId: 'retryNotification',
    summary: 'Send a failed notification again',
    tag: 'notifications',
  },
};
