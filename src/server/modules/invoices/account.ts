/**
 * An organisation's account: the statement (invoices, credit notes and payments in date order,
 * with the running balance) and the aging of what is open, for its owner and for billing staff;
 * the aging of every organisation for billing staff.
 */
import {
  agingOf,
  type Aging,
  type AgingReport,
  type Statement,
  type StatementEntry,
} from '@domain/account-statement';
import { daysBetween, dayKey } from '@domain/central-time';
import {
  centsToMoney,
  creditNoteNumber,
  invoiceNumber,
  moneyToCents,
  PAYMENT_METHOD_LABELS,
} from '@domain/invoices';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { canReadInvoices, type Actor } from '../access-policy/index';
import { figuresOf } from './read';
import * as repo from './repository';

type InvoiceRow = repo.InvoiceRow;

/** Each invoice's balance in cents, with the credit notes and payments of the invoices read. */
async function balances(db: DbOrTx, invoices: readonly InvoiceRow[]) {
  const ids = invoices.map((i) => i.id);
  const [credits, payments] = await Promise.all([repo.creditNotesOf(db, ids), repo.paymentsOf(db, ids)]);
  const balance = new Map(
    invoices.map((i) => [
      i.id,
      figuresOf(
        i,
        credits.filter((c) => c.invoiceId === i.id),
        payments.filter((p) => p.invoiceId === i.id),
      ).balance,
    ]),
  );
  return { credits, payments, balance };
}

function agingAnswer(invoices: readonly InvoiceRow[], balance: Map<number, number>, today: string): Aging {
  const open = invoices.map((i) => ({
    ageDays: daysBetween(i.issuedOn, today),
    balanceCents: balance.get(i.id) ?? 0,
  }));
  const buckets = agingOf(open);
  const owed = open.reduce((s, o) => s + Math.max(0, o.balanceCents), 0);
  return {
    current: centsToMoney(buckets.current),
    days30: centsToMoney(buckets.days30),
    days60: centsToMoney(buckets.days60),
    days90Plus: centsToMoney(buckets.days90Plus),
    balance: centsToMoney(owed),
  };
}

export async function statementOf(
  db: DbOrTx,
  actor: Actor,
  organizationId: number,
  now = new Date(),
): Promise<Statement> {
  const organization = await repo.findOrganization(db, organizationId);
  if (!organization || !canReadInvoices(actor, organizationId)) throw notFound('Organisation not found');
  const invoices = await repo.invoicesForAccount(db, organizationId);
  const { credits, payments, balance } = await balances(db, invoices);
  const numberOf = new Map(invoices.map((i) => [i.id, invoiceNumber(i.sequence)]));
  type Move = Omit<StatementEntry, 'balance' | 'amount'> & { cents: number; order: number };
  const moves: Move[] = [
    ...invoices.map((i) => ({
      on: i.issuedOn,
      kind: 'invoice' as const,
      reference: invoiceNumber(i.sequence),
      invoiceId: i.id,
      invoiceNumber: numberOf.get(i.id)!,
      cents: moneyToCents(i.total),
      order: i.createdAt.getTime(),
    })),
    ...credits.map((c) => ({
      on: c.issuedOn,
      kind: 'credit_note' as const,
      reference: creditNoteNumber(c.sequence),
      invoiceId: c.invoiceId,
      invoiceNumber: numberOf.get(c.invoiceId)!,
      cents: -moneyToCents(c.amount),
      order: c.createdAt.getTime(),
    })),
    ...payments.map((p) => ({
      on: p.receivedOn,
      kind: 'payment' as const,
      reference: [PAYMENT_METHOD_LABELS[p.method], p.reference].filter(Boolean).join(' '),
      invoiceId: p.invoiceId,
      invoiceNumber: numberOf.get(p.invoiceId)!,
      cents: -moneyToCents(p.amount),
      order: p.createdAt.getTime(),
    })),
  ].sort((a, b) => a.on.localeCompare(b.on) || a.order - b.order);
  let running = 0;
  const entries = moves.map(({ cents, order: _order, ...move }) => {
    running += cents;
    const amount = centsToMoney(Math.abs(cents));
    return { ...move, amount, balance: running < 0 ? `-${centsToMoney(-running)}` : centsToMoney(running) };
  });
  const today = dayKey(now);
  return {
    organizationId,
    organizationName: organization.name,
    asOf: today,
    aging: agingAnswer(invoices, balance, today),
    entries,
  };
}

/** Every organisation's open balance by age; those that owe nothing are listed with zeros. */
export async function agingReport(db: DbOrTx, now = new Date()): Promise<AgingReport> {
  const [organizations, invoices] = await Promise.all([
    repo.allOrganizations(db),
    repo.invoicesForAccount(db),
  ]);
  const { balance } = await balances(db, invoices);
  const today = dayKey(now);
  return {
    asOf: today,
    organizations: organizations.map((o) => {
      const own = invoices.filter((i) => i.organizationId === o.id);
      return {
        organizationId: o.id,
        organizationName: o.name,
        openInvoices: own.filter((i) => (balance.get(i.id) ?? 0) > 0).length,
        ...agingAnswer(own, balance, today),
      };
    }),
  };
}
