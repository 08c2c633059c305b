/** The invoice emails (issued, overdue), rendered in both languages: what an organisation's owner reads. */
import { describe, expect, it } from 'vitest';
import { renderInvoiceMail, withOrigin, ORIGIN, type InvoiceMailFacts } from './templates';

const facts: InvoiceMailFacts = {
  number: 'INV-000007',
  organizationName: 'Bayou Clinic',
  total: '1234.5',
  balance: '234.50',
  dueOn: '2026-10-01',
  periodStart: '2026-09-01',
  periodEnd: '2026-09-30',
  deliveries: 12,
  link: `${ORIGIN}/invoices`,
};
const send = (text: string) => withOrigin(text, 'https://medlink.example/');

describe('the issued invoice email', () => {
  it('names the invoice, period, total and due day, in English', () => {
    const en = renderInvoiceMail('issued', 'en', facts);
    expect(en.subject).toBe('MedLink invoice INV-000007: $1,234.50 due Oct 1, 2026');
    expect(send(en.text)).toBe(
      [
        'Invoice INV-000007 for Bayou Clinic is attached.',
        'Deliveries from Sep 1, 2026 to Sep 30, 2026: 12.',
        'Total $1,234.50, due by Oct 1, 2026.',
        '',
        'Your invoices and statement: https://medlink.example/invoices',
      ].join('\n'),
    );
  });

  it('says the same in Spanish, with its days and money written the Spanish way', () => {
    const es = renderInvoiceMail('issued', 'es', facts);
    expect(es.subject).toBe('Factura INV-000007 de MedLink: $1,234.50, vence el 1 oct 2026');
    expect(send(es.text)).toBe(
      [
        'Adjuntamos la factura INV-000007 de Bayou Clinic.',
        'Entregas del 1 sept 2026 al 30 sept 2026: 12.',
        'Total $1,234.50, a pagar a más tardar el 1 oct 2026.',
        '',
        'Sus facturas y estado de cuenta: https://medlink.example/invoices',
      ].join('\n'),
    );
  });
});

describe('the overdue reminder', () => {
  it('counts the days late and states the balance, in English', () => {
    const en = renderInvoiceMail('overdue', 'en', facts, 1);
    expect(en.subject).toBe('Reminder: MedLink invoice INV-000007 is overdue ($234.50)');
    expect(send(en.text)).toBe(
      [
        'Invoice INV-000007 for Bayou Clinic was due on Oct 1, 2026 and is 1 day overdue.',
        'Balance still owed: $234.50. The invoice is attached.',
        '',
        'Your invoices and statement: https://medlink.example/invoices',
        'If you have already paid, thank you: please disregard this reminder.',
      ].join('\n'),
    );
    expect(renderInvoiceMail('overdue', 'en', facts, 7).text).toContain('is 7 days overdue');
  });

  it('says the same in Spanish, one day or many', () => {
    const es = renderInvoiceMail('overdue', 'es', facts, 1);
    expect(es.subject).toBe('Recordatorio: la factura INV-000007 de MedLink está vencida ($234.50)');
    expect(send(es.text)).toBe(
      [
        'La factura INV-000007 de Bayou Clinic venció el 1 oct 2026 y lleva 1 día de atraso.',
        'Saldo pendiente: $234.50. Adjuntamos la factura.',
        '',
        'Sus facturas y estado de cuenta: https://medlink.example/invoices',
        'Si ya pagó, gracias: por favor ignore este recordatorio.',
      ].join('\n'),
    );
    expect(renderInvoiceMail('overdue', 'es', facts, 30).text).toContain('lleva 30 días de atraso');
  });
});

describe("the organisation's name", () => {
  // The emails are plain text (the mailer sends no HTML part): the name must arrive as typed,
  // neither read as a message pattern nor turned into markup or entities.
  const typed = "<b>O'Hara & Sons</b> {total} #1";
  it.each(['en', 'es'] as const)('is a value, shown as typed (%s)', (language) => {
    for (const kind of ['issued', 'overdue'] as const) {
      const { subject, text } = renderInvoiceMail(kind, language, { ...facts, organizationName: typed }, 3);
      expect(text).toContain(typed);
      expect(text).not.toContain('&amp;');
      expect(subject).not.toContain(typed);
    }
  });
});
