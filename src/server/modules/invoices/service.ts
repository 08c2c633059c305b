/**
 * Issuing an invoice, and what may happen to it afterwards: a credit note, a payment. Each runs in
 * one transaction that holds the invoice (or the numbering) while it decides, so two clerks
 * recording at once never take an invoice below zero or hand out one number twice.
 */
import { addDays, dayKey, startOfDay } from '@domain/central-time';
import {
  centsToMoney,
  invoiceNumber,
  moneyToCents,
  PAYMENT_TERMS_DAYS,
  statusOfBalance,
  type InvoiceResponse,
  type IssueInvoiceRequest,
  type InvoicePaymentMethod,
} from '@domain/invoices';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { Actor } from '../access-policy/index';
import { recordAudit } from '../audit/index';
import { chargeWaitTime } from '../rate-cards/index';
import { enqueueInvoiceEmail } from './invoice-email';
import { figuresOf, loadInvoice, readableInvoice } from './read';
import * as repo from './repository';

export interface Caller {
  actor: Actor;
  ip: string | null;
}

export async function issueInvoice(
  db: Db,
  caller: Caller,
  input: IssueInvoiceRequest,
  now = new Date(),
): Promise<InvoiceResponse> {
  return db.transaction(async (tx) => {
    const organization = await repo.findOrganization(tx, input.organizationId);
    if (!organization) throw notFound('Organisation not found');
    await repo.lockNumbering(tx);
    // The period's days are Central calendar days, both ends included.
    const from = startOfDay(input.periodStart);
    const to = startOfDay(addDays(input.periodEnd, 1));
    const billable = await repo.billableOrders(tx, organization.id, from, to);
    // A driver's recorded wait is charged now, on each order's own card, before it is billed.
    const totals = await chargeWaitTime(
      tx,
      billable.map((o) => o.id),
    );
    const orders = billable.map((o) => ({ ...o, amount: totals.get(o.id) ?? o.amount }));
    if (orders.length === 0)
      throw new AppError(
        'NOTHING_TO_INVOICE',
        `${organization.name} has no on-account order delivered from ${input.periodStart} to ${input.periodEnd} that is not on an invoice already`,
      );
    const total = orders.reduce((sum, o) => sum + moneyToCents(o.amount), 0);
    const issuedOn = dayKey(now);
    const invoice = await repo.insertInvoice(tx, {
      sequence: await repo.nextInvoiceSequence(tx),
      organizationId: organization.id,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      total: centsToMoney(total),
      status: 'open',
      issuedOn,
      dueOn: addDays(issuedOn, PAYMENT_TERMS_DAYS),
      issuedBy: caller.actor.id,
      createdAt: now,
    });
    await repo.insertLines(
      tx,
      orders.map((o) => ({
        invoiceId: invoice.id,
        orderId: o.id,
        deliveredOn: dayKey(o.deliveredAt!),
        costCentre: o.costCentre,
        amount: o.amount,
      })),
    );
    await recordAudit(tx, {
      action: 'invoice_issued',
      actorUserId: caller.actor.id,
      entityType: 'invoice',
      entityId: invoice.id,
      ipAddress: caller.ip,
      details: {
        number: invoiceNumber(invoice.sequence),
        organizationId: organization.id,
        orders: orders.length,
        total: centsToMoney(total),
      },
    });
    const issued = (await loadInvoice(tx, invoice.id))!;
    await enqueueInvoiceEmail(tx, issued);
    return issued;
  });
}

/**
 * The invoice, held until the transaction ends, and its balance now. Its existence is not hidden:
 * only billing staff and dispatch, who see every invoice, reach the routes that change one.
 */
async function heldInvoice(tx: Tx, id: number) {
  const found = await repo.findInvoice(tx, id, true);
  if (!found) throw notFound('Invoice not found');
  const [credits, payments] = await Promise.all([repo.creditNotesOf(tx, [id]), repo.paymentsOf(tx, [id])]);
  return { ...found, figures: figuresOf(found.invoice, credits, payments) };
}

function refuseOverBalance(what: string, amount: number, balance: number, number: string) {
  if (balance <= 0)
    throw new AppError('OVERPAYMENT', `${number} is paid in full: there is nothing left to ${what}`);
  if (amount > balance)
    throw new AppError(
      'OVERPAYMENT',
      `${centsToMoney(amount)} is more than the balance of ${number} (${centsToMoney(balance)}); nothing was recorded`,
    );
}

/** Settles the status with the new balance: paid once nothing is owed. */
async function settle(tx: Tx, invoice: repo.InvoiceRow, balance: number) {
  const status = statusOfBalance(balance);
  if (status !== invoice.status) await repo.setStatus(tx, invoice.id, status);
}

export interface PaymentInput {
  amount: number;
  method: InvoicePaymentMethod;
  reference: string | null;
  receivedOn?: string | undefined;
}

export async function recordPayment(
  db: Db,
  caller: Caller,
  id: number,
  input: PaymentInput,
  now = new Date(),
): Promise<InvoiceResponse> {
  return db.transaction(async (tx) => {
    await addPayment(tx, { userId: caller.actor.id, ip: caller.ip }, id, input, now);
    return (await loadInvoice(tx, id))!;
  });
}

/**
 * A payment against the invoice, in the caller's transaction, holding the invoice: refused (409
 * OVERPAYMENT, nothing written) above the balance. Billing staff record one by hand; the provider's
 * webhook records a hosted-page payment with no user (`userId` null).
 */
export async function addPayment(
  tx: Tx,
  by: { userId: number | null; ip: string | null; details?: Record<string, unknown> },
  id: number,
  input: PaymentInput,
  now = new Date(),
) {
  const { invoice, figures } = await heldInvoice(tx, id);
  const number = invoiceNumber(invoice.sequence);
  refuseOverBalance('pay', input.amount, figures.balance, number);
  const payment = await repo.insertPayment(tx, {
    invoiceId: id,
    amount: centsToMoney(input.amount),
    method: input.method,
    reference: input.reference,
    receivedOn: input.receivedOn ?? dayKey(now),
    recordedBy: by.userId,
    createdAt: now,
  });
  await settle(tx, invoice, figures.balance - input.amount);
  await recordAudit(tx, {
    action: 'invoice_payment_recorded',
    actorUserId: by.userId,
    entityType: 'invoice',
    entityId: id,
    ipAddress: by.ip,
    details: { paymentId: payment.id, amount: payment.amount, method: payment.method, ...by.details },
  });
  return payment;
}

export async function issueCreditNote(
  db: Db,
  caller: Caller,
  id: number,
  input: { amount: number; reason: string },
  now = new Date(),
): Promise<InvoiceResponse> {
  return db.transaction(async (tx) => {
    const { invoice, figures } = await heldInvoice(tx, id);
    const number = invoiceNumber(invoice.sequence);
    refuseOverBalance('credit', input.amount, figures.balance, number);
    await repo.lockNumbering(tx);
    const note = await repo.insertCreditNote(tx, {
      sequence: await repo.nextCreditNoteSequence(tx),
      invoiceId: id,
      amount: centsToMoney(input.amount),
      reason: input.reason,
      issuedOn: dayKey(now),
      issuedBy: caller.actor.id,
      createdAt: now,
    });
    await settle(tx, invoice, figures.balance - input.amount);
    await recordAudit(tx, {
      action: 'credit_note_issued',
      actorUserId: caller.actor.id,
      entityType: 'invoice',
      entityId: id,
      ipAddress: caller.ip,
      details: { creditNoteId: note.id, amount: note.amount },
    });
    return (await loadInvoice(tx, id))!;
  });
}

/**
 * Any change to an issued invoice is refused, once the caller may see it: what it billed is
 * fixed; a credit note adjusts it, a payment settles it.
 */
export async function refuseChange(db: Db, actor: Actor, id: number): Promise<never> {
  const invoice = await readableInvoice(db, actor, id);
  throw new AppError(
    'INVOICE_FINAL',
    `${invoice.number} is issued and cannot change: issue a credit note to adjust it`,
  );
}
