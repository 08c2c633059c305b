/**
 * The receivables ledger of a range of Central days, for the accounting export: invoices issued,
 * credit notes issued and payments received in it, each with its invoice's number and its
 * organisation's name (the customer). Only what the books need: order numbers, days, cost
 * centres, amounts. A credit note's reason is free text and stays out.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { invoiceNumber, creditNoteNumber } from '@domain/invoices';
import type { DbOrTx } from '../../db/client';
import { creditNotes, invoiceLines, invoicePayments, invoices, organizations } from '../../db/schema/index';

export interface LedgerInvoice {
  number: string;
  customer: string;
  issuedOn: string;
  dueOn: string;
  periodStart: string;
  periodEnd: string;
  total: string;
  lines: { orderId: number; deliveredOn: string; costCentre: string | null; amount: string }[];
}

export interface LedgerCredit {
  number: string;
  invoiceNumber: string;
  customer: string;
  issuedOn: string;
  amount: string;
}

export interface LedgerPayment {
  id: number;
  invoiceNumber: string;
  customer: string;
  receivedOn: string;
  method: string;
  reference: string | null;
  amount: string;
}

export interface ReceivablesLedger {
  invoices: LedgerInvoice[];
  credits: LedgerCredit[];
  payments: LedgerPayment[];
}

export async function receivablesBetween(db: DbOrTx, from: string, to: string): Promise<ReceivablesLedger> {
  const issued = await db
    .select({ invoice: invoices, customer: organizations.name })
    .from(invoices)
    .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
    .where(and(gte(invoices.issuedOn, from), lte(invoices.issuedOn, to)))
    .orderBy(asc(invoices.sequence));
  const ids = issued.map((r) => r.invoice.id);
  const lines = ids.length
    ? await db
        .select()
        .from(invoiceLines)
        .where(inArray(invoiceLines.invoiceId, ids))
        .orderBy(asc(invoiceLines.deliveredOn), asc(invoiceLines.orderId))
    : [];
  const credits = await db
    .select({ note: creditNotes, sequence: invoices.sequence, customer: organizations.name })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
    .where(and(gte(creditNotes.issuedOn, from), lte(creditNotes.issuedOn, to)))
    .orderBy(asc(creditNotes.sequence));
  const payments = await db
    .select({ payment: invoicePayments, sequence: invoices.sequence, customer: organizations.name })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
    .where(and(gte(invoicePayments.receivedOn, from), lte(invoicePayments.receivedOn, to)))
    .orderBy(asc(invoicePayments.receivedOn), asc(invoicePayments.id));
  return {
    invoices: issued.map(({ invoice, customer }) => ({
      number: invoiceNumber(invoice.sequence),
      customer,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      total: invoice.total,
      lines: lines
        .filter((l) => l.invoiceId === invoice.id)
        .map((l) => ({
          orderId: l.orderId,
          deliveredOn: l.deliveredOn,
          costCentre: l.costCentre,
          amount: l.amount,
        })),
    })),
    credits: credits.map(({ note, sequence, customer }) => ({
      number: creditNoteNumber(note.sequence),
      invoiceNumber: invoiceNumber(sequence),
      customer,
      issuedOn: note.issuedOn,
      amount: note.amount,
    })),
    payments: payments.map(({ payment, sequence, customer }) => ({
      id: payment.id,
      invoiceNumber: invoiceNumber(sequence),
      customer,
      receivedOn: payment.receivedOn,
      method: payment.method,
      reference: payment.reference,
      amount: payment.amount,
    })),
  };
}
