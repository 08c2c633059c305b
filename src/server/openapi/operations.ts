/**
 * The API contract's table (issue 20): every route, keyed 'METHOD /url' as Fastify names it, with
 * its operationId, summary and tag. `contract.ts` applies it to the OpenAPI document, with the
 * security and error answers it derives from the route itself; `errors` adds the statuses only this
 * route's service gives (a payment declined, a wrong password), which the route cannot show.
 *
 * A new endpoint needs its row here: `contract.test.ts` fails for a route without one, and for a row
 * whose route is gone.
 */
import type { ErrorStatus, SuccessAnswer } from './errors';

export interface Operation {
  operationId: string;
  summary: string;
  tag: Tag;
  /** Error statuses this route gives beyond the ones derived from it (contract.ts, `errorStatuses`). */
  errors?: readonly ErrorStatus[];
  /** The success answer, for a route whose schema declares none (an empty 204, a PDF). */
  success?: SuccessAnswer;
}

const NO_CONTENT: SuccessAnswer = { status: 204 };

/** The document's tags, in the order the docs page shows them, each with its description. */
export const TAGS = {
  auth: 'Sign-in, registration, sessions, password and two-factor',
  orders: 'Booking, reading and changing orders; import, tracking, custody, labels',
  payments: 'Checkout and payment status; Stripe webhook',
  driver: "The driver app: job board, a job's steps, location, shift, performance",
  admin: 'The dispatch console: figures, every order, drivers, assignment, vetting',
  'address book': "A client's saved places and order templates",
  'standing orders': 'Recurring orders (RFC 5545 rules)',
  'auto-dispatch': 'Automatic offers to drivers, and escalations to a dispatcher',
  messages: 'Chat on an order, conversations and unread counts',
  ratings: 'Ratings after delivery',
  notifications: 'Email and SMS preferences, and the outbox',
  webhooks: 'Signed event deliveries to an integration',
  places: 'Address suggestions and their resolution',
  pricing: 'Price estimates',
  stats: "A client's dashboard figures",
  public: 'Public tracking links (no session)',
  health: 'Health and the public configuration of the page',
} as const;

export type Tag = keyof typeof TAGS;

const PAYMENT_PROVIDER: readonly ErrorStatus[] = [402, 502];

export const OPERATIONS: Record<string, Operation> = {
  // ---- health and configuration ----
  'GET /api/public-config': {
    operationId: 'getPublicConfig',
    summary: 'Which optional services (payments, maps) the page may use; nothing secret',
    tag: 'health',
  },
  'GET /api/health': {
    operationId: 'getHealth',
    summary: 'Whether the database answers and live events flow (503 while degraded or shutting down)',
    tag: 'health',
    errors: [503],
  },

  // ---- auth ----
  'POST /api/auth/login': {
    operationId: 'login',
    summary: 'Sign in with a username and password (and a two-factor code when enabled)',
    tag: 'auth',
    errors: [401, 503],
  },
  'POST /api/register': {
    operationId: 'register',
    summary: 'Create a client or driver account and sign in',
    tag: 'auth',
    errors: [503],
  },
  'POST /api/auth/logout': { operationId: 'logout', summary: 'End this session', tag: 'auth' },
  'GET /api/auth/me': { operationId: 'getMe', summary: 'The signed-in user', tag: 'auth' },
  'GET /api/auth/security': {
    operationId: 'getSecuritySettings',
    summary: "The signed-in user's two-factor state and recovery codes left",
    tag: 'auth',
  },
  'POST /api/auth/change-password': {
    operationId: 'changePassword',
    summary: 'Change the password (other sessions end)',
    tag: 'auth',
  },
  'POST /api/auth/toggle-2fa': {
    operationId: 'toggleTwoFactor',
    summary: 'Turn two-factor authentication on or off',
    tag: 'auth',
  },
  'POST /api/auth/recovery-codes': {
    operationId: 'createRecoveryCodes',
    summary: 'Issue a new set of two-factor recovery codes (the old ones stop working)',
    tag: 'auth',
  },
  'GET /api/auth/sessions': {
    operationId: 'listSessions',
    summary: "The signed-in user's live sessions",
    tag: 'auth',
  },
  'DELETE /api/auth/sessions/:id': {
    operationId: 'revokeSession',
    summary: "End one of the signed-in user's sessions",
    tag: 'auth',
  },

  // ---- payments ----
  'GET /api/payments/config': {
    operationId: 'getPaymentConfig',
    summary: 'The payment provider in use and its publishable key',
    tag: 'payments',
  },
  'POST /api/create-payment-intent': {
    operationId: 'createPaymentIntent',
    summary: "Start paying for the client's own order",
    tag: 'payments',
    errors: PAYMENT_PROVIDER,
  },
  'POST /api/confirm-payment': {
    operationId: 'confirmPayment',
    summary: 'Confirm a payment with the provider and the order with it',
    tag: 'payments',
    errors: PAYMENT_PROVIDER,
  },
  'POST /api/test-payment': {
    operationId: 'testPayment',
    summary: 'Test mode: confirm an order without taking money',
    tag: 'payments',
  },
  'GET /api/orders/:id/payment': {
    operationId: 'getOrderPayment',
    summary: "An order's payment summary (receipt)",
    tag: 'payments',
  },
  'POST /api/payments/stripe-webhook': {
    operationId: 'receiveStripeWebhook',
    summary: "Stripe's signed event about a payment (public; the signature is checked)",
    tag: 'payments',
    errors: [503],
  },

  // ---- places and pricing ----
  'GET /api/places/autocomplete': {
    operationId: 'autocompletePlaces',
    summary: 'Address suggestions for the booking form',
    tag: 'places',
  },
  'GET /api/places/:placeId': {
    operationId: 'getPlace',
    summary: "A suggestion's id resolved to its address and position",
    tag: 'places',
  },
  'POST /api/pricing/calculate': {
    operationId: 'calculatePrice',
    summary: 'A price estimate for a delivery (public: a quote needs no account)',
    tag: 'pricing',
  },

  // ---- orders ----
  'POST /api/orders': { operationId: 'createOrder', summary: 'Book an order (clients)', tag: 'orders' },
  'GET /api/orders': {
    operationId: 'listOrders',
    summary: 'Every order, filtered and paged (dispatch); the count travels in headers',
    tag: 'admin',
  },
  'GET /api/orders/client/:clientId': {
    operationId: 'listClientOrders',
    summary: "A client's orders, newest first; the next page's cursor travels in a header",
    tag: 'orders',
  },
  'GET /api/orders/:id': {
    operationId: 'getOrder',
    summary: 'One order, to whoever may see it',
    tag: 'orders',
  },
  'PATCH /api/orders/:id': {
    operationId: 'changeOrderStatus',
    summary: 'Approve, decline or cancel an order (dispatch), or cancel it (its client)',
    tag: 'orders',
    errors: PAYMENT_PROVIDER,
  },
  'POST /api/orders/import': {
    operationId: 'importOrders',
    summary: 'Import orders from a CSV file (all or nothing)',
    tag: 'orders',
  },
  'GET /api/orders/import/template': {
    operationId: 'getOrderImportTemplate',
    summary: 'A CSV template for POST /api/orders/import (header and one example row)',
    tag: 'orders',
  },
  'POST /api/orders/:id/confirm-address': {
    operationId: 'confirmOrderAddress',
    summary: 'Confirm an approximate address of an order (dispatch)',
    tag: 'orders',
  },
  'GET /api/orders/:id/tracking': {
    operationId: 'getOrderTracking',
    summary: "The order's tracking events, oldest first",
    tag: 'orders',
  },
  'GET /api/orders/:id/custody': {
    operationId: 'getOrderCustody',
    summary: "The order's custody ledger and its verification",
    tag: 'orders',
  },
  'GET /api/orders/:id/label': {
    operationId: 'getOrderLabel',
    summary: "The order's printable 4x6 in label (PDF)",
    tag: 'orders',
    success: { status: 200, contentType: 'application/pdf', description: 'The label, a PDF' },
  },
  'GET /api/orders/:id/public-link': {
    operationId: 'getOrderPublicLink',
    summary: "The order's public tracking link, for its recipient",
    tag: 'orders',
  },

  // ---- address book ----
  'GET /api/saved-places': {
    operationId: 'listSavedPlaces',
    summary: "A client's saved places, by label (an admin names the client with ?clientId=)",
    tag: 'address book',
  },
  'POST /api/saved-places': {
    operationId: 'createSavedPlace',
    summary: 'Save a place; the server resolves its address as a booking would (400 naming address)',
    tag: 'address book',
  },
  'GET /api/saved-places/:id': {
    operationId: 'getSavedPlace',
    summary: 'One saved place',
    tag: 'address book',
  },
  'PATCH /api/saved-places/:id': {
    operationId: 'updateSavedPlace',
    summary: 'Change a saved place (the whole place is sent and resolved again)',
    tag: 'address book',
  },
  'DELETE /api/saved-places/:id': {
    operationId: 'deleteSavedPlace',
    summary: 'Delete a saved place (templates naming it keep their other fields)',
    tag: 'address book',
    success: NO_CONTENT,
  },
  'GET /api/order-templates': {
    operationId: 'listOrderTemplates',
    summary: "A client's order templates, by name (an admin names the client with ?clientId=)",
    tag: 'address book',
  },
  'POST /api/order-templates': {
    operationId: 'createOrderTemplate',
    summary: 'Save an order template (order fields without a date; ends from saved places or text)',
    tag: 'address book',
  },
  'GET /api/order-templates/:id': {
    operationId: 'getOrderTemplate',
    summary: 'One order template',
    tag: 'address book',
  },
  'PATCH /api/order-templates/:id': {
    operationId: 'updateOrderTemplate',
    summary: 'Change an order template (the whole template is sent)',
    tag: 'address book',
  },
  'DELETE /api/order-templates/:id': {
    operationId: 'deleteOrderTemplate',
    summary: 'Delete an order template',
    tag: 'address book',
    success: NO_CONTENT,
  },

  // ---- client figures ----
  'GET /api/stats/client/:clientId': {
    operationId: 'getClientStats',
    summary: "A client's dashboard tiles and what they compare against",
    tag: 'stats',
  },

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
  'GET /api/admin/stats': {
    operationId: 'getAdminStats',
    summary: "The console's figures",
    tag: 'admin',
  },
  'GET /api/admin/analytics': {
    operationId: 'getAdminAnalytics',
    summary: 'Analytics over a period: orders, revenue, drivers',
    tag: 'admin',
  },
  'GET /api/drivers': { operationId: 'listDrivers', summary: 'The drivers, for dispatch', tag: 'admin' },
  'POST /api/orders/:id/assign': {
    operationId: 'assignOrder',
    summary: 'Assign an order to a driver (dispatch)',
    tag: 'admin',
  },
  'GET /api/drivers/applications': {
    operationId: 'listDriverApplications',
    summary: 'Driver applications waiting for vetting',
    tag: 'admin',
  },
  'POST /api/drivers/:driverId/approve': {
    operationId: 'approveDriver',
    summary: "Approve a driver's application",
    tag: 'admin',
  },
  'POST /api/drivers/:driverId/reject': {
    operationId: 'rejectDriver',
    summary: "Reject a driver's application, with a reason",
    tag: 'admin',
  },
  'PATCH /api/drivers/:driverId/cold-chain': {
    operationId: 'setDriverColdChain',
    summary: 'Record whether a driver can carry refrigerated and frozen jobs',
    tag: 'admin',
  },
  'GET /api/admin/dispatch-map': {
    operationId: 'getDispatchMap',
    summary: 'Every active order and on-shift driver, with deadline risk, for the live dispatch map',
    tag: 'admin',
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
    summary: 'Pause a webhook endpoint or change its events',
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
