/**
 * Billing cycles: billing staff set whether an organisation is invoiced monthly or weekly, and the
 * invoice run bills each organisation's last whole period by its own cycle, as of the server's
 * today. Each organisation's invoice is issued in a transaction of its own (issueInvoice): one that
 * fails stops the run with its cause and leaves those before it issued, and a run repeated (or run by two clerks at once) issues
 * nothing twice: an order is on one invoice at most, and a period already billed has nothing left.
 */
import { asc, eq } from 'drizzle-orm';
import { dayKey } from '@domain/central-time';
import {
  lastPeriodOf,
  type BillingCycle,
  type BillingCycleResponse,
  type InvoiceRunResponse,
} from '@domain/invoices';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/index';
import { issueInvoice, type Caller } from './service';

export async function billingCycleOf(db: Db, organizationId: number): Promise<BillingCycleResponse> {
  const [row] = await db
    .select({ billingCycle: organizations.billingCycle })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw notFound('Organisation not found');
  return { organizationId, billingCycle: row.billingCycle };
}

export async function setBillingCycle(
  db: Db,
  caller: Caller,
  organizationId: number,
  billingCycle: BillingCycle,
): Promise<BillingCycleResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(organizations)
      .set({ billingCycle })
      .where(eq(organizations.id, organizationId))
      .returning({ id: organizations.id });
    if (!row) throw notFound('Organisation not found');
    await recordAudit(tx, {
      action: 'billing_cycle_set',
      actorUserId: caller.actor.id,
      entityType: 'organization',
      entityId: organizationId,
      ipAddress: caller.ip,
      details: { billingCycle },
    });
    return { organizationId, billingCycle };
  });
}

export async function runInvoices(db: Db, caller: Caller, now = new Date()): Promise<InvoiceRunResponse> {
  const today = dayKey(now);
  const all = await db
    .select({ id: organizations.id, billingCycle: organizations.billingCycle })
    .from(organizations)
    .orderBy(asc(organizations.id));
  const result: InvoiceRunResponse = { issued: [], skipped: 0 };
  for (const organization of all) {
    const period = lastPeriodOf(organization.billingCycle, today);
    try {
      const invoice = await issueInvoice(db, caller, { organizationId: organization.id, ...period }, now);
      result.issued.push({
        id: invoice.id,
        number: invoice.number,
        organizationId: organization.id,
        billingCycle: organization.billingCycle,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        total: invoice.total,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOTHING_TO_INVOICE') result.skipped += 1;
      else throw error;
    }
  }
  return result;
}
