/** What other modules may use of webhooks. */
export {
  type PendingWebhook,
  enqueueWebhookEvent,
  enqueueWebhookEvents,
  webhookEventsInsert,
} from './enqueue';
