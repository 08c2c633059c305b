/**
 * Overdue reminders (domain/invoice-reminders.ts): every `pollMs` the worker looks for open
 * invoices past their due day whose next reminder step has come, and emails the organisation's
 * owners, each in their own language (else the organisation's default), with the invoice's PDF
 * attached (its words: notifications/messages.ts). The step's row and its emails are written in one transaction under a unique (invoice, step): a restart, a second round
 * or a second server writing the same step finds the row and sends nothing, so a step goes out once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { daysBetween, dayKey } from '@domain/central-time';
import { reminderStepDue } from '@domain/invoice-reminders';
import type { Db } from '../../db/client';
import type { WorkerSpec } from '../../workers';
import { recordAudit } from '../audit/index';
import { enqueueEmail, renderInvoiceMail } from '../notifications/index';
import { invoiceMailFacts, invoicePdfs, ownerLanguage } from './invoice-email';
import { loadInvoice } from './read';
import * as repo from './repository';

export interface ReminderSent {
  invoiceId: number;
  number: string;
  step: number;
  recipients: number;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** One round: sends every reminder step that has come and was not sent; answers what it sent. */
export async function sendDueReminders(db: Db, log: Log, now = new Date()): Promise<ReminderSent[]> {
  const today = dayKey(now);
  const sent: ReminderSent[] = [];
  for (const candidate of await repo.overdueInvoices(db, today)) {
    const daysOverdue = daysBetween(candidate.dueOn, today);
    const step = reminderStepDue(
      daysOverdue,
      candidate.lastStep === null ? null : Number(candidate.lastStep),
    );
    if (step === null) continue;
    try {
      const done = await db.transaction(async (tx) => {
        const invoice = await loadInvoice(tx, candidate.id);
        // Paid since the list was read: nothing to remind.
        if (!invoice || invoice.status !== 'open') return null;
        const owners = await repo.ownersOf(tx, invoice.organizationId);
        if (!(await repo.claimReminder(tx, invoice.id, step, owners.length))) return null;
        const pdfIn = invoicePdfs(invoice);
        for (const owner of owners) {
          const language = ownerLanguage(owner);
          const pdf = await pdfIn(language);
          const { subject, text } = renderInvoiceMail(
            'overdue',
            language,
            invoiceMailFacts(invoice),
            daysOverdue,
          );
          await enqueueEmail(tx, {
            event: 'invoice_overdue',
            reference: invoice.number,
            userId: owner.id,
            address: owner.email,
            subject,
            body: text,
            attachment: { name: `medlink-${invoice.number}.pdf`, content: pdf },
          });
        }
        await recordAudit(tx, {
          action: 'invoice_reminder_sent',
          entityType: 'invoice',
          entityId: invoice.id,
          details: { number: invoice.number, step, daysOverdue, recipients: owners.length },
        });
        return { invoiceId: invoice.id, number: invoice.number, step, recipients: owners.length };
      });
      if (done) {
        sent.push(done);
        log.info(
          { reminder: done },
          `overdue reminder: ${done.number}, ${step} days, ${done.recipients} sent`,
        );
      }
    } catch (error) {
      // One invoice's failure (a PDF, the database) is retried on the next round; the others go on.
      log.warn(
        { err: error, invoiceId: candidate.id, step },
        'overdue reminder not sent; the next round retries',
      );
    }
  }
  return sent;
}

/** The reminder rounds as a worker: one at start and every `pollMs`; 0 turns it off (tests run rounds themselves). */
export function reminderWorker(options: { db: Db; log: Log; pollMs: number }): WorkerSpec {
  return {
    name: 'invoice reminders',
    intervalMs: options.pollMs,
    runAtStart: options.pollMs > 0,
    async run() {
      await sendDueReminders(options.db, options.log);
    },
  };
}
