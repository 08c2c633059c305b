/** The contract's rows for signing in, paying, booking and a client's own screens (operations.ts). */
import { NO_CONTENT, PAYMENT_PROVIDER, type Operation } from './operation-types';

export const BOOKING_OPERATIONS: Record<string, Operation> = {
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
    summary:
      'Ask for a client or driver account: the same answer whether or not the username or email exists; the email carries the link that finishes it',
    tag: 'auth',
    errors: [503],
  },
  'POST /api/auth/verify-email': {
    operationId: 'verifyEmail',
    summary:
      'Finish a sign-up with its emailed single-use 24-hour link: the account is created and signed in',
    tag: 'auth',
    errors: [409, 503],
  },
  'POST /api/auth/forgot-password': {
    operationId: 'requestPasswordReset',
    summary:
      'Email a single-use 30-minute reset link to the account with this username or email (the same answer whether or not one exists)',
    tag: 'auth',
    errors: [503],
  },
  'POST /api/auth/reset-password': {
    operationId: 'resetPassword',
    summary: 'Choose a new password with an emailed link; every session of the account ends',
    tag: 'auth',
    errors: [503],
  },
  'POST /api/auth/logout': { operationId: 'logout', summary: 'End this session', tag: 'auth' },
  'GET /api/auth/me': { operationId: 'getMe', summary: 'The signed-in user', tag: 'auth' },
  'PUT /api/auth/language': {
    operationId: 'setLanguage',
    summary: "The signed-in user's language for the app (null follows the browser)",
    tag: 'auth',
  },
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
    summary:
      "Stripe's signed event about a payment, a refund, or an invoice's hosted page paid (public; the signature is checked)",
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
  'POST /api/orders/:id/pin': {
    operationId: 'moveOrderPin',
    summary: "Move one end's pin of one's own order on a map, before pickup",
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
  'GET /api/orders/:id/custody/pdf': {
    operationId: 'getOrderCustodyPdf',
    summary: "The order's custody certificate as a PDF (client and dispatch)",
    tag: 'orders',
    success: { status: 200, contentType: 'application/pdf', description: 'The certificate, a PDF' },
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
};
