/**
 * The email that tells an organisation's owners an invoice was issued, with the invoice's PDF
 * attached. It is written to the notification outbox in the issuing transaction, so an invoice
 * that rolls back sends nothing and an issued one is always announced (with retries). The text
 * names the invoice, its organisation, period, total and due day, and a link to the owner's
 * invoices page, in each owner's language (their own choice, else the organisation's default), and
 * so is the PDF attached to it.
 */
import { DEFAULT_LANGUAGE, memberLanguage, type Language } from '@domain/languages';
import type { InvoiceResponse } from '@domain/invoices';
import type { Tx } from '../../db/client';
import {
  documentWords,
  enqueueEmail,
  ORIGIN,
  renderInvoiceMail,
  type InvoiceMailFacts,
} from '../notifications/index';
import { renderInvoicePdf } from './invoice-pdf';
import * as repo from './repository';

/** The facts both invoice emails state, from the invoice as the server holds it. */
export function invoiceMailFacts(invoice: InvoiceResponse): InvoiceMailFacts {
  return {
    number: invoice.number,
    organizationName: invoice.organizationName,
    total: invoice.total,
    balance: invoice.balance,
    dueOn: invoice.dueOn,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    deliveries: invoice.lines.length,
    link: `${ORIGIN}/invoices`,
  };
}

/** The language an owner's invoice emails are written in. */
export const ownerLanguage = (owner: { language: Language | null; organizationLanguage: Language | null }) =>
  memberLanguage(owner.language, owner.organizationLanguage) ?? DEFAULT_LANGUAGE;

/** The invoice's PDF in each owner's language, drawn once per language. */
export function invoicePdfs(invoice: InvoiceResponse) {
  const drawn = new Map<Language, Promise<Uint8Array>>();
  return (language: Language) => {
    let pdf = drawn.get(language);
    if (!pdf) drawn.set(language, (pdf = renderInvoicePdf(invoice, documentWords(language))));
    return pdf;
  };
}

export async function enqueueInvoiceEmail(tx: Tx, invoice: InvoiceResponse): Promise<number> {
  const owners = await repo.ownersOf(tx, invoice.organizationId);
  if (owners.length === 0) return 0;
  const pdfIn = invoicePdfs(invoice);
  const facts = invoiceMailFacts(invoice);
  for (const owner of owners) {
    const language = ownerLanguage(owner);
    const pdf = await pdfIn(language);
    const { subject, text } = renderInvoiceMail('issued', language, facts);
    await enqueueEmail(tx, {
      event: 'invoice_issued',
      reference: invoice.number,
      userId: owner.id,
      address: owner.email,
      subject,
      body: text,
      attachment: { name: `medlink-${invoice.number}.pdf`, content: pdf },
    });
  }
  return owners.length;
}
