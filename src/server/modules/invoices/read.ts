/**
 * An invoice as every answer, the PDF and the CSV show it: what it billed and, in cents until the
 * last moment, what has been credited and paid against it.
 */
import { displayNumber } from '@domain/display';
import {
  balanceCents,
  centsToMoney,
  creditNoteNumber,
  invoiceNumber,
  moneyToCents,
  type InvoiceResponse,
  type InvoiceSummary,
} from '@domain/invoices';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { canReadInvoices, invoiceScope, type Actor } from '../access-policy/index';
import * as repo from './repository';

type CreditNoteRow = Awaited<ReturnType<typeof repo.creditNotesOf>>[number];
type PaymentRow = Awaited<ReturnType<typeof repo.paymentsOf>>[number];

const sumCents = (rows: readonly { amount: string }[]) =>
  rows.reduce((s, r) => s + moneyToCents(r.amount), 0);

/** The figures of an invoice from its total and what has been credited and paid. */
export function figuresOf(
  invoice: repo.InvoiceRow,
  credits: readonly CreditNoteRow[],
  payments: readonly PaymentRow[],
) {
  const total = moneyToCents(invoice.total);
  const credited = sumCents(credits);
  const paid = sumCents(payments);
  return { total, credited, paid, balance: balanceCents(total, credited, paid) };
}

export function summaryOf(
  invoice: repo.InvoiceRow,
  organizationName: string,
  lineCount: number,
  credits: readonly CreditNoteRow[],
  payments: readonly PaymentRow[],
): InvoiceSummary {
  const f = figuresOf(invoice, credits, payments);
  return {
    id: invoice.id,
    number: invoiceNumber(invoice.sequence),
    organizationId: invoice.organizationId,
    organizationName,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    issuedAt: invoice.createdAt.toISOString(),
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    status: invoice.status,
    total: centsToMoney(f.total),
    credited: centsToMoney(f.credited),
    paid: centsToMoney(f.paid),
    balance: centsToMoney(f.balance),
    lineCount,
  };
}

/** The whole invoice, read in `db` (the issuing transaction, or the pool). */
export async function loadInvoice(db: DbOrTx, id: number): Promise<InvoiceResponse | undefined> {
  const found = await repo.findInvoice(db, id);
  if (!found) return undefined;
  const [lines, credits, payments] = await Promise.all([
    repo.linesOf(db, id),
    repo.creditNotesOf(db, [id]),
    repo.paymentsOf(db, [id]),
  ]);
  const { lineCount: _lineCount, ...summary } = summaryOf(
    found.invoice,
    found.organizationName,
    lines.length,
    credits,
    payments,
  );
  return {
    ...summary,
    lines: lines.map((l) => ({
      orderId: l.orderId,
      orderNumber: displayNumber(l.orderId),
      deliveredOn: l.deliveredOn,
      costCentre: l.costCentre,
      amount: l.amount,
    })),
    creditNotes: credits.map((c) => ({
      id: c.id,
      number: creditNoteNumber(c.sequence),
      amount: c.amount,
      reason: c.reason,
      issuedOn: c.issuedOn,
      issuedAt: c.createdAt.toISOString(),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      method: p.method,
      reference: p.reference,
      receivedOn: p.receivedOn,
      recordedAt: p.createdAt.toISOString(),
    })),
  };
}

/**
 * The invoice if the actor may read it. Someone else's answers as missing (404): an invoice
 * number and total say how much an organisation spends, which another customer must not learn.
 */
export async function readableInvoice(db: DbOrTx, actor: Actor, id: number): Promise<InvoiceResponse> {
  const invoice = await loadInvoice(db, id);
  if (!invoice || !canReadInvoices(actor, invoice.organizationId)) throw notFound('Invoice not found');
  return invoice;
}

/** The invoice list: every organisation's for billing and dispatch, an owner's own organisation's. */
export async function listInvoices(
  db: DbOrTx,
  actor: Actor,
  filter: { organizationId?: number | undefined; status?: InvoiceSummary['status'] | undefined },
): Promise<InvoiceSummary[]> {
  // An owner asking for another organisation's list gets an empty one, like any filter that
  // matches nothing: the filter narrows the policy's scope, never widens it.
  const rows = await repo.listInvoices(db, invoiceScope(actor), filter);
  const ids = rows.map((r) => r.invoice.id);
  const [credits, payments] = await Promise.all([repo.creditNotesOf(db, ids), repo.paymentsOf(db, ids)]);
  return rows.map((r) =>
    summaryOf(
      r.invoice,
      r.organizationName,
      Number(r.lineCount),
      credits.filter((c) => c.invoiceId === r.invoice.id),
      payments.filter((p) => p.invoiceId === r.invoice.id),
    ),
  );
}
