/**
 * The 4x6 in shipping label of an order (issue 18, decision 011), as a PDF: the display number as
 * a Code 128 barcode and a QR code (both decode to the display number, the text a driver's scan
 * sends), both addresses, the delivery deadline, the temperature class and handling notes. User
 * text is drawn as text in a standard font; characters that font cannot show become '?', so no
 * name or instruction can break the label or smuggle anything into it.
 */
import type BwipJs from 'bwip-js/node';
import type * as PdfLib from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { TEMPERATURE_LABELS, type TemperatureClass } from '@domain/cold-chain';
import { BUSINESS_TIME_ZONE } from '@domain/central-time';
import { loadOnFirstUse } from '../../load-on-first-use';

export interface LabelOrder {
  displayNumber: string;
  pickupAddress: string;
  pickupContactName: string | null;
  deliveryAddress: string;
  deliveryContactName: string | null;
  deliveryContactPhone: string | null;
  pickupBy: Date;
  deliverBy: Date;
  priority: string;
  temperatureClass: TemperatureClass;
  requiresSignature: boolean;
  requiresId: boolean;
  requiresPhoto: boolean;
  specialInstructions: string | null;
}

const WIDTH = 4 * 72;
const HEIGHT = 6 * 72;
const MARGIN = 14;

/** Only what WinAnsi (the standard fonts' encoding) can draw; anything else is shown as '?'. */
export const drawable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

const central = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
export const centralText = (at: Date) => central.format(at);

function wrap(text: string, font: PDFFont, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word;
      // A single word wider than the line is cut, not allowed to run off the label.
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) line = line.slice(0, -1);
    }
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  return lines;
}

interface Libraries {
  bwipjs: typeof BwipJs;
  pdfLib: typeof PdfLib;
}

/**
 * pdf-lib and bwip-js are loaded by the first label, not at start (decision 039): together they
 * hold about 4 MB of V8 heap and 2 MB of source text, which a server that prints no label (a
 * fleet's hot path never does) would carry for nothing, and which V8 multiplies into heap room.
 */
const loadLibraries = loadOnFirstUse(async (): Promise<Libraries> => {
  const [bwip, pdfLib] = await Promise.all([import('bwip-js/node'), import('pdf-lib')]);
  return { bwipjs: bwip.default, pdfLib };
});

async function png(
  bwipjs: typeof BwipJs,
  bcid: string,
  text: string,
  extra: Record<string, unknown>,
): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid, text, scale: 3, ...extra } as Parameters<typeof bwipjs.toBuffer>[0]);
}

export async function renderLabel(order: LabelOrder): Promise<Uint8Array> {
  const { bwipjs, pdfLib } = await loadLibraries();
  const { PDFDocument, StandardFonts, rgb } = pdfLib;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`MedLink label ${order.displayNumber}`);
  pdf.setProducer('MedLink');
  const page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const inner = WIDTH - 2 * MARGIN;
  let y = HEIGHT - MARGIN;

  const text = (value: string, size: number, font = regular, x = MARGIN) => {
    y -= size + 2;
    page.drawText(drawable(value), { x, y, size, font, color: rgb(0, 0, 0) });
  };
  const block = (title: string, value: string, lines: number) => {
    text(title, 7, bold);
    for (const l of wrap(value, regular, 9, inner, lines)) text(l, 9);
    y -= 4;
  };

  text('MedLink medical courier', 9, bold);
  text(order.displayNumber, 22, bold);
  const barcode = await pdf.embedPng(
    await png(bwipjs, 'code128', order.displayNumber, { height: 12, includetext: false }),
  );
  const bw = inner;
  const bh = 52;
  y -= bh + 4;
  page.drawImage(barcode, { x: MARGIN, y, width: bw, height: bh });
  y -= 6;

  const qrSize = 78;
  const qr = await pdf.embedPng(await png(bwipjs, 'qrcode', order.displayNumber, { eclevel: 'M' }));
  page.drawImage(qr, { x: WIDTH - MARGIN - qrSize, y: y - qrSize, width: qrSize, height: qrSize });
  const top = y;
  text('DELIVER BY', 7, bold);
  text(centralText(order.deliverBy), 11, bold);
  text(`Pick up by ${centralText(order.pickupBy)}`, 8);
  text(`Priority: ${order.priority}`, 8);
  text(
    TEMPERATURE_LABELS[order.temperatureClass].toUpperCase(),
    order.temperatureClass === 'ambient' ? 9 : 11,
    bold,
  );
  y = Math.min(y, top - qrSize) - 8;

  block('FROM', [order.pickupContactName, order.pickupAddress].filter(Boolean).join(', '), 3);
  block(
    'TO',
    [order.deliveryContactName, order.deliveryAddress, order.deliveryContactPhone].filter(Boolean).join(', '),
    3,
  );
  const handling = [
    order.temperatureClass !== 'ambient' ? 'Keep cold; record temperature at pickup and delivery' : null,
    order.requiresSignature ? 'Signature required' : null,
    order.requiresId ? 'ID check required' : null,
    order.requiresPhoto ? 'Photo at delivery' : null,
  ].filter(Boolean);
  block('HANDLING', handling.length ? handling.join('; ') : 'Standard handling', 2);
  if (order.specialInstructions)
    block('NOTES', order.specialInstructions, Math.max(1, Math.floor((y - MARGIN) / 11) - 1));
  return pdf.save();
}
