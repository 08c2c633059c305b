/**
 * Every error answer of the API is `{ message, code }` (and `errors: [{ path, message }]` for
 * validation). `message` is for people and may be reworded; `code` is for programs (the web app,
 * a lab system's integration) and never changes once published. A refusal without a more specific
 * code gets its status's general one.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: {
    status: 400,
    meaning: 'A field of the request is missing or invalid; errors[] names it.',
  },
  BAD_REQUEST: { status: 400, meaning: 'The request cannot be understood (e.g. a body that is not JSON).' },
  UNAUTHENTICATED: { status: 401, meaning: 'No valid session: sign in.' },
  TWO_FACTOR_REQUIRED: { status: 401, meaning: 'The password was right; an authentication code is needed.' },
  PAYMENT_REQUIRED: {
    status: 402,
    meaning: 'The payment is not complete yet (card details or a bank check needed).',
  },
  PAYMENT_DECLINED: { status: 402, meaning: 'The payment provider declined the payment.' },
  FORBIDDEN: { status: 403, meaning: 'Signed in, but this role or person may not do this.' },
  NOT_FOUND: { status: 404, meaning: 'No such object, or not one this person may see.' },
  CONFLICT: { status: 409, meaning: 'The object is not in a state that allows this.' },
  ORDER_TRANSITION_NOT_ALLOWED: {
    status: 409,
    meaning: 'The order cannot move to that status from its current one.',
  },
  USERNAME_TAKEN: {
    status: 409,
    meaning:
      'The username belongs to another account (for a sign-up link that is good otherwise: send another username).',
  },
  EMAIL_TAKEN: {
    status: 409,
    meaning:
      'An account with this email exists already (for a sign-up link: created after it was sent): sign in instead.',
  },
  SIGN_UP_LINK_INVALID: { status: 400, meaning: 'The sign-up link is not one MedLink sent: sign up again.' },
  SIGN_UP_LINK_USED: { status: 400, meaning: 'The sign-up link has been used already: sign in.' },
  SIGN_UP_LINK_EXPIRED: { status: 400, meaning: 'The sign-up link has expired: sign up again.' },
  JOB_TAKEN: { status: 409, meaning: 'Another driver already has this job.' },
  ALREADY_PAID: {
    status: 409,
    meaning: 'The order is paid already (an earlier payment went through); nothing was charged again.',
  },
  COLD_CHAIN_REQUIRED: {
    status: 409,
    meaning: 'The job must be kept cold and the driver has no cooler: choose a cold-chain driver.',
  },
  VEHICLE_TOO_SMALL: { status: 409, meaning: "The job needs a larger vehicle than the driver's." },
  TOO_FAR: {
    status: 409,
    meaning: "The driver is farther from the pickup than its maximum distance (or dispatch's setting).",
  },
  ADDRESS_UNCONFIRMED: {
    status: 409,
    meaning: 'An approximate address must be confirmed by dispatch before the order is approved.',
  },
  SHIFT_REQUIRED: { status: 409, meaning: 'The driver must be on shift to do this.' },
  PROOF_MISSING: { status: 409, meaning: 'The hand-over lacks the proof the order requires.' },
  PIECE_NOT_SCANNED: {
    status: 409,
    meaning: 'A piece of the order was neither scanned nor declared an exception; the message names it.',
  },
  PIECE_UNKNOWN: {
    status: 409,
    meaning: 'A scanned label is not a piece of this order; the message names it.',
  },
  INVOICE_FINAL: {
    status: 409,
    meaning: 'An issued invoice never changes; adjust it with a credit note, settle it with a payment.',
  },
  NOTHING_TO_INVOICE: {
    status: 409,
    meaning: 'The organisation has no on-account order delivered in the period that is not invoiced already.',
  },
  OVERPAYMENT: {
    status: 409,
    meaning: "The amount is more than the invoice's balance; nothing was recorded.",
  },
  INVOICE_PAID: {
    status: 409,
    meaning: 'The invoice is paid in full: there is no balance left to pay online.',
  },
  ONLINE_PAYMENT_UNAVAILABLE: {
    status: 409,
    meaning:
      'Paying on a hosted page needs the Stripe provider, which this server is not configured with; pay by check or ACH.',
  },
  ALREADY_ACCEPTED: { status: 409, meaning: 'This driver has accepted the job already.' },
  DRIVER_UNAVAILABLE: {
    status: 409,
    meaning: 'The driver chosen is off shift, on another job or not approved: choose another driver.',
  },
  DRIVER_HAS_JOBS: {
    status: 409,
    meaning: 'The driver has jobs under way: finish or reassign them first (going off shift, rejecting).',
  },
  NO_JOB_UNDER_WAY: {
    status: 409,
    meaning: "A driver's location is taken only while one of its jobs is under way.",
  },
  LABEL_MISMATCH: {
    status: 409,
    meaning: "The scanned label is not this order's; the message names the one expected.",
  },
  CHAT_NOT_OPEN: {
    status: 409,
    meaning: "The order's chat opens once a driver has it and closes when it is cancelled or declined.",
  },
  CHECK_IN_NOT_OPEN: {
    status: 409,
    meaning: 'Pieces are checked in only once the order has been picked up.',
  },
  DISCREPANCY_RESOLVED: { status: 409, meaning: 'The discrepancy has been resolved already.' },
  RATING_NOT_OPEN: { status: 409, meaning: 'An order is rated once it has been delivered by a driver.' },
  ALREADY_RATED: { status: 409, meaning: 'This order has been rated already; a rating does not change.' },
  PLAN_SUPERSEDED: { status: 409, meaning: 'A newer plan replaced this one: open the current plan.' },
  PLAN_STALE: {
    status: 409,
    meaning:
      'The plan, or an order or driver in it, changed since it was loaded or made: reload it or plan again.',
  },
  PLAN_BREAKS_RULES: {
    status: 409,
    meaning: 'The plan breaks a rule (a deadline, a capacity); the message names up to three.',
  },
  SETTLEMENT_ISSUED: { status: 409, meaning: "An issued settlement of a driver's pay never changes." },
  WEEK_NOT_OVER: {
    status: 409,
    meaning: "A week's pay is issued once the week is over (from the Monday after).",
  },
  TWO_FACTOR_OFF: {
    status: 409,
    meaning: 'Two-factor authentication is off for this account: turn it on first.',
  },
  LAST_OWNER: {
    status: 409,
    meaning: 'An organisation keeps at least one owner: make someone else owner first.',
  },
  NAME_TAKEN: {
    status: 409,
    meaning: 'The caller already has an entry of that name; errors[] names the field.',
  },
  STANDING_ORDER_ENDED: { status: 409, meaning: 'The standing order has ended and no longer changes.' },
  NOTIFICATION_NOT_FAILED: { status: 409, meaning: 'Only a failed notification is sent again.' },
  ORDER_NOT_PAYABLE: {
    status: 409,
    meaning: 'The order was cancelled or declined, or has no amount to pay: nothing can be paid.',
  },
  ORDER_ON_INVOICE: {
    status: 409,
    meaning: 'The order is billed on an invoice and is paid with that invoice, not by card.',
  },
  PAYMENT_CANCELLED: { status: 409, meaning: 'The payment was cancelled: start checkout again.' },
  PAYMENT_AMOUNT_CHANGED: {
    status: 409,
    meaning:
      "The payment's amount is not the order's total (it changed after checkout started): start checkout again.",
  },
  PAYMENT_PROCESSING: {
    status: 409,
    meaning: 'The payment provider is still processing the payment; try again shortly.',
  },
  PAYMENT_PROVIDER_REFUSED: {
    status: 409,
    meaning: 'The payment provider refused the request; the message gives its reason.',
  },
  TEST_PAYMENTS_OFF: { status: 409, meaning: 'Test payments are off: this server takes real card payments.' },
  REFUND_ELSEWHERE: {
    status: 409,
    meaning: 'The order was paid through another provider: refund it there, then cancel it.',
  },
  CONCURRENT_CHANGE: {
    status: 409,
    meaning: 'Someone changed the same thing at the same moment; try again.',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    meaning: 'The first request with this Idempotency-Key is still running; retry after Retry-After.',
  },
  IDEMPOTENCY_ANSWER_NOT_KEPT: {
    status: 409,
    meaning:
      'The request with this Idempotency-Key was carried out, but its answer held a one-time secret (a session, two-factor seed, recovery codes, a signing secret) that is never kept, so it is not shown again.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The request body is larger than allowed.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    meaning: 'The request body has a content type this route does not take.',
  },
  URI_TOO_LONG: { status: 414, meaning: 'A path parameter is longer than any identifier the API issues.' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, meaning: 'This Idempotency-Key was used for a different request.' },
  UNPROCESSABLE: { status: 422, meaning: 'The request is well formed but cannot be carried out.' },
  RATE_LIMITED: { status: 429, meaning: 'Too many requests; wait for Retry-After seconds.' },
  INTERNAL: { status: 500, meaning: 'A fault on the server; it is logged.' },
  UPSTREAM_FAILED: { status: 502, meaning: 'A service the API depends on (payments) failed.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    meaning: 'The service (or its database) is briefly unavailable; retry after Retry-After.',
  },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Refusals that the same request may pass a moment later. Every other 4xx stands until something
 * changes (a field, the order, the driver), so a screen never says "try again" for it.
 */
export const RETRYABLE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'CONCURRENT_CHANGE',
  'IDEMPOTENCY_IN_PROGRESS',
  'PAYMENT_PROCESSING',
  'RATE_LIMITED',
  'INTERNAL',
  'UPSTREAM_FAILED',
  'SERVICE_UNAVAILABLE',
]);

/**
 * Refusals that mean "not there for this caller": an unknown object, or one this person may not
 * see. A screen shows its not-found state for either rather than an error.
 */
export const isNotThere = (code: ErrorCode | null): boolean => code === 'NOT_FOUND' || code === 'FORBIDDEN';

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  502: 'UPSTREAM_FAILED',
  503: 'SERVICE_UNAVAILABLE',
};

/** The general code of a status, for a refusal that has no more specific one. */
export function codeForStatus(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
