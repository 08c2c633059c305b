/** The only file of the invoices module that touches invoices, their lines, credit notes and payments. */
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '@domain/invoices';
import type { DbOrTx } from '../../db/client';
import {
  creditNotes,
  invoiceCheckoutSessions,
  invoiceLines,
  invoiceReminders,
  invoicePayments,
  invoices,
  orders,
  organizations,
  users,
} from '../../db/schema/index';

/** Any fixed number no other code locks: "mlinv" in ASCII. Numbers are handed out under it. */
const NUMBERING_LOCK_KEY = 0x6d6c696e76;

/**
 * Serialises the issuing of numbers (invoices and credit notes) until the transaction ends: the
 * next number is the highest plus one, so two at once must not both read the same highest, and a
 * rolled-back issue leaves no gap (a database sequence would).
 */
export async function lockNumbering(db: DbOrTx) {
  await db.execute(sql`select pg_advisory_xact_lock(${NUMBERING_LOCK_KEY})`);
}

export async function nextInvoiceSequence(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${invoices.sequence})` }).from(invoices);
  return Number(row?.max ?? 0) + 1;
}

export async function nextCreditNoteSequence(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${creditNotes.sequence})` }).from(creditNotes);
  return Number(row?.max ?? 0) + 1;
}

export async function findOrganization(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row;
}

/**
 * The organisation's orders billed on account (approved unpaid: `invoiced`) and delivered in
 * [from, to), that no invoice holds yet.
 */
export function billableOrders(db: DbOrTx, organizationId: number, from: Date, to: Date) {
  return db
    .select({
      id: orders.id,
      deliveredAt: orders.deliveredAt,
      costCentre: orders.costCentre,
      amount: orders.totalCost,
    })
    .from(orders)
    .leftJoin(invoiceLines, eq(invoiceLines.orderId, orders.id))
    .where(
      and(
        eq(orders.organizationId, organizationId),
        eq(orders.status, 'delivered'),
        eq(orders.paymentStatus, 'invoiced'),
        gte(orders.deliveredAt, from),
        lt(orders.deliveredAt, to),
        isNull(invoiceLines.id),
      ),
    )
    .orderBy(asc(orders.deliveredAt), asc(orders.id));
}

export type InvoiceRow = typeof invoices.$inferSelect;

export async function insertInvoice(db: DbOrTx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

export async function insertLines(db: DbOrTx, values: (typeof invoiceLines.$inferInsert)[]) {
  if (values.length) await db.insert(invoiceLines).values(values);
}

/** The invoice with its organisation's name; `forUpdate` holds it until the transaction ends. */
export async function findInvoice(db: DbOrTx, id: number, forUpdate = false) {
  const query = db
    .select({ invoice: invoices, organizationName: organizations.name })
    .from(invoices)
    .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
    .where(eq(invoices.id, id));
  const [row] = forUpdate ? await query.for('update', { of: invoices }) : await query;
  return row;
}

export function linesOf(db: DbOrTx, invoiceId: number) {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.deliveredOn), asc(invoiceLines.orderId));
}

export function creditNotesOf(db: DbOrTx, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, invoiceIds))
    .orderBy(asc(creditNotes.sequence));
}

export function paymentsOf(db: DbOrTx, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(invoicePayments)
    .where(inArray(invoicePayments.invoiceId, invoiceIds))
    .orderBy(asc(invoicePayments.receivedOn), asc(invoicePayments.id));
}

export async function insertCreditNote(db: DbOrTx, values: typeof creditNotes.$inferInsert) {
  const [row] = await db.insert(creditNotes).values(values).returning();
  return row!;
}

export async function insertPayment(db: DbOrTx, values: typeof invoicePayments.$inferInsert) {
  const [row] = await db.insert(invoicePayments).values(values).returning();
  return row!;
}

export async function setStatus(db: DbOrTx, id: number, status: InvoiceStatus) {
  await db.update(invoices).set({ status }).where(eq(invoices.id, id));
}

/**
 * Invoices within `scope` (the access policy's invoiceScope), with their organisation's name and
 * line count, newest first.
 */
export function listInvoices(
  db: DbOrTx,
  scope: SQL | undefined,
  filter: { organizationId?: number | undefined; status?: InvoiceStatus | undefined },
) {
  return db
    .select({
      invoice: invoices,
      organizationName: organizations.name,
      lineCount: sql<number>`(select count(*)::int from "invoice_lines" l where l."invoice_id" = "invoices"."id")`,
    })
    .from(invoices)
    .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
    .where(
      and(
        scope,
        filter.organizationId !== undefined ? eq(invoices.organizationId, filter.organizationId) : undefined,
        filter.status !== undefined ? eq(invoices.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(invoices.sequence))
    .limit(500);
}

/** Every organisation, for the aging report (one that was never invoiced owes nothing). */
export function allOrganizations(db: DbOrTx) {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .orderBy(asc(organizations.name), asc(organizations.id));
}

/** Every invoice of the organisation (or of all), oldest first, for statements and aging. */
export function invoicesForAccount(db: DbOrTx, organizationId?: number) {
  return db
    .select()
    .from(invoices)
    .where(organizationId !== undefined ? eq(invoices.organizationId, organizationId) : undefined)
    .orderBy(asc(invoices.sequence));
}

/** The organisation's owners, who receive its invoices. */
export function ownersOf(db: DbOrTx, organizationId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      organizationLanguage: organizations.language,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.role, 'client'),
        eq(users.organizationRole, 'owner'),
      ),
    )
    .orderBy(asc(users.id));
}

/**
 * Open invoices whose due day is before `today`, with the step of their latest reminder (null:
 * none yet), oldest due first.
 */
export function overdueInvoices(db: DbOrTx, today: string) {
  return db
    .select({
      id: invoices.id,
      dueOn: invoices.dueOn,
      lastStep: sql<
        number | null
      >`(select max(r."step") from "invoice_reminders" r where r."invoice_id" = "invoices"."id")`,
    })
    .from(invoices)
    .where(and(eq(invoices.status, 'open'), lt(invoices.dueOn, today)))
    .orderBy(asc(invoices.dueOn), asc(invoices.id));
}

/**
 * Claims a reminder step for an invoice: true if this transaction wrote it, false if it was
 * already there (sent before, or by another server that got there first, which this one waited for).
 */
export async function claimReminder(db: DbOrTx, invoiceId: number, step: number, recipients: number) {
  const rows = await db
    .insert(invoiceReminders)
    .values({ invoiceId, step, recipients })
    .onConflictDoNothing({ target: [invoiceReminders.invoiceId, invoiceReminders.step] })
    .returning({ id: invoiceReminders.id });
  return rows.length > 0;
}

export function remindersOf(db: DbOrTx, invoiceId: number) {
  return db
    .select()
    .from(invoiceReminders)
    .where(eq(invoiceReminders.invoiceId, invoiceId))
    .orderBy(asc(invoiceReminders.step));
}

/** A hosted payment page opened for the invoice; the same session twice (a replayed create) is one row. */
export async function insertCheckoutSession(db: DbOrTx, values: typeof invoiceCheckoutSessions.$inferInsert) {
  await db
    .insert(invoiceCheckoutSessions)
    .values(values)
    .onConflictDoNothing({ target: [invoiceCheckoutSessions.provider, invoiceCheckoutSessions.sessionId] });
}

/** The session the server opened, held until the transaction ends, so one event records it. */
export async function heldCheckoutSession(db: DbOrTx, provider: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(invoiceCheckoutSessions)
    .where(
      and(eq(invoiceCheckoutSessions.provider, provider), eq(invoiceCheckoutSessions.sessionId, sessionId)),
    )
    .for('update');
  return row;
}

export async function markCheckoutSessionPaid(
  db: DbOrTx,
  id: number,
  values: { paymentId: number; providerIntentId: string | null; paidAt: Date },
) {
  await db.update(invoiceCheckoutSessions).set(values).where(eq(invoiceCheckoutSessions.id, id));
}

/** The invoice's pages not paid and opened after `since` (older ones the provider closed itself). */
export async function unpaidCheckoutSessionsSince(db: DbOrTx, invoiceId: number, since: Date) {
  return db
    .select({ provider: invoiceCheckoutSessions.provider, sessionId: invoiceCheckoutSessions.sessionId })
    .from(invoiceCheckoutSessions)
    .where(
      and(
        eq(invoiceCheckoutSessions.invoiceId, invoiceId),
        isNull(invoiceCheckoutSessions.paymentId),
        gte(invoiceCheckoutSessions.createdAt, since),
      ),
    );
}
