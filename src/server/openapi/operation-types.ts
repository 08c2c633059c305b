/**
 * What a row of the API contract's table holds (operations.ts), the document's tags, and the
 * answers several rows share.
 */
import type { ErrorStatus, SuccessAnswer } from './errors';

export interface Operation {
  operationId: string;
  summary: string;
  tag: Tag;
  /** Error statuses this route gives beyond the ones derived from it (contract.ts, `errorStatuses`). */
  errors?: readonly ErrorStatus[];
  /**
   * Headers the success answer may carry (a page's cursor, a list's count), by name: a page that is
   * a plain array says the rest there, and the document says which.
   */
  headers?: Record<string, ResponseHeader>;
  /** The success answer, for a route whose schema declares none (an empty 204, a PDF). */
  success?: SuccessAnswer;
  /**
   * A route that exists only to refuse: every answer is an error (an issued invoice's PATCH, PUT
   * and DELETE are always 409), so the document lists no success answer for it.
   */
  refusesAlways?: true;
}

export interface ResponseHeader {
  description: string;
  type: 'string' | 'integer';
}

export const NO_CONTENT: SuccessAnswer = { status: 204 };

/** The document's tags, in the order the docs page shows them, each with its description. */
export const TAGS = {
  auth: 'Sign-in, registration, sessions, password and two-factor',
  orders: 'Booking, reading and changing orders; import, tracking, custody, labels',
  payments: 'Checkout and payment status; Stripe webhook',
  driver: "The driver app: job board, a job's steps, location, shift, performance",
  admin: 'The dispatch console: figures, every order, drivers, assignment, vetting',
  'address book': "A client's saved places and order templates",
  organizations: "A client organisation's members, invitations and cost centres",
  'standing orders': 'Recurring orders (RFC 5545 rules)',
  'auto-dispatch': 'Automatic offers to drivers, and escalations to a dispatcher',
  'dispatch-plan': "The day's plan across drivers: propose, edit, apply",
  messages: 'Chat on an order, conversations and unread counts',
  ratings: 'Ratings after delivery',
  notifications: 'Email and SMS preferences, and the outbox',
  webhooks: 'Signed event deliveries to an integration',
  places: 'Address suggestions and their resolution',
  pricing: 'Price estimates',
  stats: "A client's dashboard figures",
  public: 'Public tracking links (no session)',
  health: 'Health and the public configuration of the page',
  compliance: 'The access log, the audit trail, retention and the organisation export',
  receiving: 'The receiving desk: checking pieces in on arrival, and what is on its way',
  invoices: 'Invoices of on-account orders, payments, credit notes, statements and aging',
  'driver pay': "Pay rules, drivers' weekly settlements (adjustments, issue, PDF) and earnings",
  accounting: 'Exports for the books: QuickBooks Online CSV and QuickBooks Desktop IIF',
} as const;

export type Tag = keyof typeof TAGS;

export const PAYMENT_PROVIDER: readonly ErrorStatus[] = [402, 502];
