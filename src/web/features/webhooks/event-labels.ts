import type { WebhookEvent } from '@domain/webhooks';

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.created': 'an order is booked',
  'order.status_changed': 'an order changes status',
  'custody.entry': 'a custody record is added',
  'payment.changed': 'an order is paid, invoiced or refunded',
  'piece.scanned': 'a piece is scanned at pickup or delivery',
  'order.discrepancy': 'a piece is missing, damaged, refused or unexpected',
};
