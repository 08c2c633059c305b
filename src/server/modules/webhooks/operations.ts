/** The contract's rows for the webhooks module's routes (openapi/operations.ts joins them). */
import { NO_CONTENT, type Operation } from '../../openapi/operation-types';

export const WEBHOOK_OPERATIONS: Record<string, Operation> = {
  'POST /api/webhooks': {
    operationId: 'createWebhook',
    summary: 'Register a webhook endpoint (its signing secret is answered once)',
    tag: 'webhooks',
  },
  'GET /api/webhooks': { operationId: 'listWebhooks', summary: 'The webhook endpoints', tag: 'webhooks' },
  'PATCH /api/webhooks/:id': {
    operationId: 'updateWebhook',
    summary: 'Pause a webhook endpoint or change its events or clients',
    tag: 'webhooks',
  },
  'DELETE /api/webhooks/:id': {
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook endpoint',
    tag: 'webhooks',
    success: NO_CONTENT,
  },
  'GET /api/webhooks/:id/deliveries': {
    operationId: 'listWebhookDeliveries',
    summary: "A webhook endpoint's delivery log",
    tag: 'webhooks',
  },
  'POST /api/webhooks/:id/secret': {
    operationId: 'rotateWebhookSecret',
    summary: 'Give an endpoint a new signing secret, answered this once; the old one stops signing at once',
    tag: 'webhooks',
  },
  'POST /api/webhooks/:id/test': {
    operationId: 'sendWebhookTestEvent',
    summary: "Send a signed webhook.test to an endpoint now and answer the receiver's reply",
    tag: 'webhooks',
  },
  'POST /api/webhooks/deliveries/:deliveryId/replay': {
    operationId: 'replayWebhookDelivery',
    summary: 'Send a delivery again',
    tag: 'webhooks',
  },
};
