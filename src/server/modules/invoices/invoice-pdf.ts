/**
 * The invoice as a PDF (US Letter): who is billed for which period, one line per delivered order
 * (order number, day, cost centre, amount), a subtotal per cost centre, the credit notes and
 * payments so far, and the balance with its due day. Order numbers, days, cost centres and amounts
 * only: the document goes to accounts payable, so no patient or recipient detail is on it. Text is
 * drawn in a standard font through pdf/text.ts, like the label and the custody certificate, and
 * worded in the reader's language (decision 070); days stay ISO dates, amounts dollars.
 */
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { dollars, type InvoiceResponse } from '@domain/invoices';
import { centsToMoney, moneyToCents } from '@domain/payments';
import { drawable, loadPdfLib } from '../../pdf/text';
import type { DocumentWords } from '../notifications/index';

const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = 48;
/** Right edges of the amount column and left edges of the others. */
const COLUMNS = { order: MARGIN, delivered: MARGIN + 110, costCentre: MARGIN + 210, amount: WIDTH - MARGIN };

interface Pen {
  page: PDFPage;
  y: number;
}

export async function renderInvoicePdf(invoice: InvoiceResponse, words: DocumentWords): Promise<Uint8Array> {
  const { say } = words;
  const number = invoice.number;
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(say('invoice.title', { number }));
  pdf.setProducer('MedLink');
  pdf.setCreationDate(new Date(invoice.issuedAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.16);
  const muted = rgb(0.35, 0.38, 0.43);
  let pageCount = 1;
  const pen: Pen = { page: pdf.addPage([WIDTH, HEIGHT]), y: HEIGHT - MARGIN };

  const footer = () =>
    pen.page.drawText(drawable(say('invoice.footer', { number, page: pageCount })), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 7,
      font: regular,
      color: muted,
    });
  const ensure = (height: number) => {
    if (pen.y - height >= MARGIN + 14) return;
    footer();
    pen.page = pdf.addPage([WIDTH, HEIGHT]);
    pageCount++;
    pen.y = HEIGHT - MARGIN;
  };
  const text = (value: string, x: number, size: number, font: PDFFont = regular, color: RGB = ink) =>
    pen.page.drawText(drawable(value), { x, y: pen.y, size, font, color });
  const right = (value: string, x: number, size: number, font: PDFFont = regular, color: RGB = ink) =>
    text(value, x - font.widthOfTextAtSize(drawable(value), size), size, font, color);
  const line = (value: string, size: number, font: PDFFont = regular, color: RGB = ink) => {
    ensure(size + 4);
    pen.y -= size + 4;
    text(value, MARGIN, size, font, color);
  };
  const rule = () => {
    ensure(10);
    pen.y -= 6;
    pen.page.drawLine({
      start: { x: MARGIN, y: pen.y },
      end: { x: WIDTH - MARGIN, y: pen.y },
      thickness: 0.5,
      color: muted,
    });
    pen.y -= 4;
  };
  /** A row with a label on the left and an amount on the right. */
  const figure = (label: string, amount: string, font: PDFFont = regular) => {
    ensure(14);
    pen.y -= 14;
    text(label, COLUMNS.costCentre, 10, font);
    right(dollars(amount), COLUMNS.amount, 10, font);
  };

  line('MedLink', 18, bold, rgb(0.07, 0.37, 0.37));
  line(say('invoice.tagline'), 10, regular, muted);
  pen.y -= 8;
  line(say('invoice.heading', { number }), 16, bold);
  line(say('invoice.billedTo', { name: invoice.organizationName }), 10);
  line(say('invoice.dates', { issued: invoice.issuedOn, due: invoice.dueOn }), 10);
  line(say('invoice.period', { start: invoice.periodStart, end: invoice.periodEnd }), 10);
  line(
    say('invoice.status', {
      status: say(invoice.status === 'paid' ? 'invoice.status.paid' : 'invoice.status.open'),
    }),
    10,
    bold,
  );
  rule();

  ensure(16);
  pen.y -= 14;
  text(say('invoice.order'), COLUMNS.order, 9, bold, muted);
  text(say('invoice.delivered'), COLUMNS.delivered, 9, bold, muted);
  text(say('invoice.costCentre'), COLUMNS.costCentre, 9, bold, muted);
  right(say('invoice.amount'), COLUMNS.amount, 9, bold, muted);
  for (const item of invoice.lines) {
    ensure(13);
    pen.y -= 13;
    text(item.orderNumber, COLUMNS.order, 9.5);
    text(item.deliveredOn, COLUMNS.delivered, 9.5);
    text((item.costCentre ?? '-').slice(0, 48), COLUMNS.costCentre, 9.5);
    right(dollars(item.amount), COLUMNS.amount, 9.5);
  }
  rule();

  // A subtotal per cost centre: how a hospital splits the invoice across its departments.
  const none = say('invoice.noCostCentre');
  const byCentre = new Map<string, number>();
  for (const item of invoice.lines) {
    const key = item.costCentre ?? none;
    byCentre.set(key, (byCentre.get(key) ?? 0) + moneyToCents(item.amount));
  }
  if (byCentre.size > 1 || !byCentre.has(none)) {
    line(say('invoice.byCostCentre'), 10, bold);
    for (const [centre, cents] of [...byCentre].sort(([a], [b]) => a.localeCompare(b)))
      figure(centre.slice(0, 48), centsToMoney(cents));
    rule();
  }

  figure(say('invoice.total', { count: invoice.lines.length }), invoice.total, bold);
  for (const note of invoice.creditNotes)
    figure(say('invoice.creditNote', { number: note.number, on: note.issuedOn }), `-${note.amount}`);
  for (const payment of invoice.payments)
    figure(
      say('invoice.payment', { method: say(`paymentMethod.${payment.method}`), on: payment.receivedOn }),
      `-${payment.amount}`,
    );
  figure(say('invoice.balance'), invoice.balance, bold);
  pen.y -= 12;
  line(say('invoice.dueNote', { due: invoice.dueOn, number }), 9, regular, muted);
  footer();
  return pdf.save();
}
