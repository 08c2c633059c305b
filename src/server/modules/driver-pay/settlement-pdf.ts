/**
 * A driver's weekly settlement as a PDF (US Letter): the week, one line per job with how its pay
 * was worked out, the bonuses and deductions with their notes, and the total. A draft says so on
 * every page. Only order numbers, days and figures: no item, address or contact of any order.
 */
import { BUSINESS_TIME_ZONE } from '@domain/central-time';
import type { SettlementResponse } from '@domain/driver-pay';
import { MUTED, Writer, type Fonts } from '../../pdf/page-writer';
import { loadPdfLib } from '../../pdf/text';

const dayText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

const stamp = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

const dollars = (amount: string) => (amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`);

export async function renderSettlementPdf(s: SettlementResponse, printedAt: Date): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  const title = s.number
    ? `MedLink settlement ${s.number}`
    : `MedLink settlement draft, week of ${s.weekStart}`;
  pdf.setTitle(title);
  pdf.setProducer('MedLink');
  pdf.setCreationDate(printedAt);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  const footer = s.status === 'issued' ? title : `${title} · DRAFT, not issued: figures may still change`;
  const w = new Writer(pdf, fonts, rgb, footer);

  w.line('MedLink', 18, fonts.bold, { r: 0.07, g: 0.37, b: 0.37 });
  w.line('Driver settlement statement', 11, fonts.regular, MUTED);
  w.gap(6);
  w.line(s.number ?? 'Draft (not issued)', 16, fonts.bold);
  w.field('Driver', s.driverName);
  w.field('Week', `${dayText(s.weekStart)} to ${dayText(s.weekEnd)} (Central time)`);
  w.field('Status', s.issuedAt ? `Issued ${stamp.format(new Date(s.issuedAt))}` : 'Draft');
  w.rule();

  w.line(`Jobs (${s.lines.length})`, 12, fonts.bold);
  w.row(
    [
      { text: 'Order', x: 0 },
      { text: 'Delivered', x: 70 },
      { text: 'Miles', x: 190, right: true },
      { text: 'Pieces', x: 240, right: true },
      { text: 'Pay', x: 516, right: true },
    ],
    8.5,
    fonts.bold,
    MUTED,
  );
  if (s.lines.length === 0) w.line('No delivered jobs in this week.', 9.5);
  for (const line of s.lines) {
    w.row([
      { text: line.orderNumber, x: 0 },
      { text: dayText(line.day), x: 70 },
      { text: line.miles, x: 190, right: true },
      { text: String(line.pieces), x: 240, right: true },
      { text: dollars(line.amount), x: 516, right: true },
    ]);
    const how = line.parts.map((p) => `${p.label} = $${p.amount}`).join('; ');
    w.paragraph(how || 'No pay rule in force', 7.5, { colour: MUTED, indent: 70 });
  }
  w.row(
    [
      { text: 'Jobs total', x: 245 },
      { text: dollars(s.jobsTotal), x: 516, right: true },
    ],
    9.5,
    fonts.bold,
  );
  w.rule();

  w.line('Adjustments', 12, fonts.bold);
  if (s.adjustments.length === 0) w.line('None.', 9.5);
  for (const a of s.adjustments) {
    const signed = a.kind === 'bonus' ? dollars(a.amount) : `-$${a.amount}`;
    w.row([
      { text: a.kind === 'bonus' ? 'Bonus' : 'Deduction', x: 0 },
      { text: a.note, x: 70 },
      { text: signed, x: 516, right: true },
    ]);
  }
  w.rule();
  w.row(
    [
      { text: 'Total pay', x: 245 },
      { text: dollars(s.total), x: 516, right: true },
    ],
    12,
    fonts.bold,
  );
  w.gap(8);
  w.paragraph(
    'Each job is paid by the pay rule in force on the day it was delivered. An issued statement keeps these figures whatever rule is set later.',
    8,
    { colour: MUTED },
  );
  w.finishPage();
  return pdf.save();
}
