/** The contract's rows for the driver, dispatch, conversations, integrations and automation (operations.ts). */
import { NO_CONTENT, type Operation } from './operation-types';

export const WORK_OPERATIONS: Record<string, Operation> = {
  // ---- driver ----
  'GET /api/orders/available': {
    operationId: 'listAvailableJobs',
    summary: 'The job board: jobs a driver may accept',
    tag: 'driver',
  },
  'POST /api/orders/:id/accept': { operationId: 'acceptJob', summary: 'Accept a job', tag: 'driver' },
  'POST /api/orders/:id/decline': {
    operationId: 'declineJob',
    summary: 'Decline a job offered to the driver, with a reason',
    tag: 'driver',
  },
  'GET /api/orders/driver/:driverId/active': {
    operationId: 'listDriverActiveJobs',
    summary: "The driver's jobs under way",
    tag: 'driver',
  },
  'PATCH /api/orders/:id/status': {
    operationId: 'advanceJob',
    summary: "The next step of a driver's job (picked up, in transit, delivered with proof)",
    tag: 'driver',
  },
  'POST /api/orders/:id/arrived': {
    operationId: 'recordArrival',
    summary:
      'The driver has arrived at the pickup or the drop: the server stamps its own time, once; the wait to the next step is charged on the order card',
    tag: 'driver',
  },
  'POST /api/orders/:id/location': {
    operationId: 'recordJobLocation',
    summary: "The driver's position on a job",
    tag: 'driver',
  },
  'POST /api/orders/:id/location/batch': {
    operationId: 'recordJobLocationBatch',
    summary: 'Upload the positions a driver kept while offline, oldest first',
    tag: 'driver',
  },
  'GET /api/orders/:id/trail': {
    operationId: 'getJobTrail',
    summary: "The driver's recorded path on a job, oldest first",
    tag: 'driver',
  },
  'POST /api/driver/location': {
    operationId: 'recordDriverLocation',
    summary: "The driver's position while on shift",
    tag: 'driver',
  },
  'PATCH /api/driver/status': {
    operationId: 'setDriverShift',
    summary: 'Go on or off shift',
    tag: 'driver',
  },
  'GET /api/driver/stats/:driverId': {
    operationId: 'getDriverStats',
    summary: "A driver's stat cards",
    tag: 'driver',
  },
  'GET /api/driver/leaderboard': {
    operationId: 'getDriverLeaderboard',
    summary: 'The drivers ranked by deliveries and rating',
    tag: 'driver',
  },
  'GET /api/driver/:id/performance': {
    operationId: 'getDriverPerformance',
    summary: "A driver's performance over time",
    tag: 'driver',
  },
  'GET /api/driver/:id/achievements': {
    operationId: 'getDriverAchievements',
    summary: "A driver's achievements",
    tag: 'driver',
  },
  'GET /api/driver/route': {
    operationId: 'getDriverRoute',
    summary: "The signed-in driver's stops across its jobs, in driving order, with total distance",
    tag: 'driver',
  },

  // ---- dispatch console ----
  'POST /api/orders/approve': {
    operationId: 'approveOrders',
    summary: 'Approve many orders at once (dispatch): each as PATCH would, refusals named',
    tag: 'orders',
  },
  'GET /api/admin/dispatch-map': {
    operationId: 'getDispatchMap',
    summary: 'Every active order and on-shift driver, with deadline risk, for the live dispatch map',
    tag: 'admin',
  },
  'POST /api/dispatch/plans': {
    operationId: 'proposeDispatchPlan',
    summary: 'Plan the day: routes for every open order over the drivers on shift, and what cannot be served',
    tag: 'dispatch-plan',
  },
  'GET /api/dispatch/plans/current': {
    operationId: 'getCurrentDispatchPlan',
    summary: 'The plan dispatch works on, with orders booked since inserted at their cheapest place',
    tag: 'dispatch-plan',
  },
  'PUT /api/dispatch/plans/:id': {
    operationId: 'reviseDispatchPlan',
    summary: "Dispatch's own order of stops and pins, timed and checked by the server",
    tag: 'dispatch-plan',
  },
  'POST /api/dispatch/plans/:id/pins': {
    operationId: 'pinDispatchPlanOrder',
    summary: "Pin an order to a driver: it moves to that driver's route at its cheapest place",
    tag: 'dispatch-plan',
  },
  'POST /api/dispatch/plans/:id/apply': {
    operationId: 'applyDispatchPlan',
    summary: "Apply the plan: each order to its route's driver; the drivers' job lists follow the routes",
    tag: 'dispatch-plan',
  },

  // ---- messages and ratings ----
  'GET /api/orders/:id/messages': {
    operationId: 'listOrderMessages',
    summary: 'The chat on an order, oldest first',
    tag: 'messages',
  },
  'POST /api/orders/:id/messages': {
    operationId: 'sendOrderMessage',
    summary: 'Send a chat message on an order',
    tag: 'messages',
  },
  'POST /api/orders/:id/messages/read': {
    operationId: 'markOrderMessagesRead',
    summary: "Mark an order's chat read up to now, for the caller",
    tag: 'messages',
  },
  'GET /api/messages/conversations': {
    operationId: 'listConversations',
    summary: "The caller's conversations (dispatch's inbox; ?q= searches)",
    tag: 'messages',
  },
  'GET /api/messages/conversations/unread': {
    operationId: 'countUnreadConversations',
    summary: 'Unread conversations, for the navigation badge',
    tag: 'messages',
  },
  'POST /api/orders/:id/rating': {
    operationId: 'rateOrder',
    summary: 'Rate a delivered order (its client or driver)',
    tag: 'ratings',
  },
  'GET /api/orders/:id/rating': {
    operationId: 'getOrderRatings',
    summary: "An order's ratings",
    tag: 'ratings',
  },

  // ---- public tracking ----
  'GET /api/public/track/:token': {
    operationId: 'trackPublicly',
    summary: "An order's progress by its public link (no session)",
    tag: 'public',
    errors: [503],
  },

  // ---- webhooks ----
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

  // ---- notifications ----
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

  // ---- standing orders ----
  'POST /api/recurring-orders': {
    operationId: 'createRecurringOrder',
    summary: 'Create a standing order: an RFC 5545 rule and an order template',
    tag: 'standing orders',
  },
  'GET /api/recurring-orders': {
    operationId: 'listRecurringOrders',
    summary: "List standing orders (a client's own; admin all)",
    tag: 'standing orders',
  },
  'GET /api/recurring-orders/:id': {
    operationId: 'getRecurringOrder',
    summary: 'Read a standing order',
    tag: 'standing orders',
  },
  'PATCH /api/recurring-orders/:id': {
    operationId: 'updateRecurringOrder',
    summary: 'Pause, resume or end a standing order; change its skip dates or end date',
    tag: 'standing orders',
  },
  'DELETE /api/recurring-orders/:id': {
    operationId: 'endRecurringOrder',
    summary: 'End a standing order (orders already booked stay)',
    tag: 'standing orders',
  },

  // ---- auto-dispatch ----
  'GET /api/admin/auto-dispatch': {
    operationId: 'getAutoDispatchSettings',
    summary: 'The auto-dispatch rules (off, with defaults, until an admin sets them)',
    tag: 'auto-dispatch',
  },
  'PUT /api/admin/auto-dispatch': {
    operationId: 'setAutoDispatchSettings',
    summary: 'Turn auto-dispatch on or off and set the offer timeout, offer limit and driver capacity',
    tag: 'auto-dispatch',
  },
  'GET /api/admin/auto-dispatch/escalations': {
    operationId: 'listAutoDispatchEscalations',
    summary: 'Orders auto-dispatch handed to a dispatcher, with the reason, oldest first',
    tag: 'auto-dispatch',
  },
  'GET /api/admin/orders/:id/auto-dispatch': {
    operationId: 'getOrderAutoDispatch',
    summary: "An order's auto-dispatch log: offers, answers, expiries and escalation",
    tag: 'auto-dispatch',
  },
};
