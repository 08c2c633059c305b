/**
 * The email that tells an organisation's owners an invoice was issued, with the invoice's PDF
 * attached. It is written to the notification outbox in the issuing transaction, so an invoice
 * that rolls back sends nothing and an issued one is always announced (with retries). The text
 * names the invoice, its period, total and due day, and a link to the owner's invoices page: no
 * free text anyone typed.
 */
import type { InvoiceResponse } from '@domain/invoices';
import type { Tx } from '../../db/client';
import { enqueueEmail } from '../notifications/index';
import { ORIGIN } from '../notifications/index';
import { renderInvoicePdf } from './invoice-pdf';
import * as repo from './repository';

export function invoiceEmailText(invoice: InvoiceResponse) {
  return {
    subject: `MedLink invoice ${invoice.number}: $${invoice.total} due ${invoice.dueOn}`,
    body: [
      `Invoice ${invoice.number} for ${invoice.organizationName} is attached.`,
      `Deliveries from ${invoice.periodStart} to ${invoice.periodEnd}: ${invoice.lines.length}.`,
      `Total $${invoice.total}, due by ${invoice.dueOn}.`,
      '',
      `Your invoices and statement: ${ORIGIN}/invoices`,
    ].join('\n'),
  };
}

export async function enqueueInvoiceEmail(tx: Tx, invoice: InvoiceResponse): Promise<number> {
  const owners = await repo.ownersOf(tx, invoice.organizationId);
  if (owners.length === 0) return 0;
  const pdf = await renderInvoicePdf(invoice);
  const { subject, body } = invoiceEmailText(invoice);
  for (const owner of owners)
    await enqueueEmail(tx, {
      event: 'invoice_issued',
      reference: invoice.number,
      userId: owner.id,
      address: owner.email,
      subject,
      body,
      attachment: { name: `medlink-${invoice.number}.pdf`, content: pdf },
    });
  return owners.length;
}
