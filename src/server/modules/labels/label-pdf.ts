/**
 * The 4x6 in shipping labels of an order (decision 011), as a PDF of one page per piece: "piece k of
 * N", the piece's label as a Code 128 barcode and a QR code (both decode to the label, the text a
 * driver's and the receiving desk's scans send), both addresses, the delivery deadline, the
 * temperature class and handling notes; never the item description. An order with no pieces (one
 * written before pieces existed) prints one page of its display number. User text is drawn as text
 * (pdf/text.ts); the label's own words are in the reader's language (notifications/document-words).
 */
import type BwipJs from 'bwip-js/node';
import type * as PdfLib from 'pdf-lib';
import type { PDFPage } from 'pdf-lib';
import type { TemperatureClass } from '@domain/cold-chain';
import { proofRequirements } from '@domain/proof-requirements';
import type { Priority } from '@domain/enums';
import { pieceTemperature, type PieceKind } from '@domain/pieces';
import { loadOnFirstUse } from '../../load-on-first-use';
import { drawable, loadPdfLib, wrap } from '../../pdf/text';
import type { DocumentWords } from '../notifications/index';

export interface LabelOrder {
  displayNumber: string;
  pickupAddress: string;
  pickupContactName: string | null;
  deliveryAddress: string;
  deliveryContactName: string | null;
  deliveryContactPhone: string | null;
  pickupBy: Date;
  deliverBy: Date;
  priority: Priority;
  temperatureClass: TemperatureClass;
  requiresSignature: boolean;
  requiresId: boolean;
  requiresPhoto: boolean;
  specialInstructions: string | null;
  pieces: readonly LabelPiece[];
}

export interface LabelPiece {
  label: string;
  kind: PieceKind;
  temperatureClass?: TemperatureClass | undefined;
}

const WIDTH = 4 * 72;
const HEIGHT = 6 * 72;
const MARGIN = 14;

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
  const [bwip, pdfLib] = await Promise.all([import('bwip-js/node'), loadPdfLib()]);
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

export async function renderLabel(order: LabelOrder, words: DocumentWords): Promise<Uint8Array> {
  const libraries = await loadLibraries();
  const { PDFDocument, StandardFonts } = libraries.pdfLib;
  const pdf = await PDFDocument.create();
  pdf.setTitle(words.say('label.title', { n: order.displayNumber }));
  pdf.setLanguage(words.language);
  pdf.setProducer('MedLink');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const pages = order.pieces.length
    ? order.pieces.map((piece, i) => ({
        code: piece.label,
        heading: `${words.say('label.pieceOf', { seq: i + 1, count: order.pieces.length })} · ${words.pieceKind(piece.kind)}`,
        temperatureClass: pieceTemperature(piece, order.temperatureClass),
      }))
    : [{ code: order.displayNumber, heading: null, temperatureClass: order.temperatureClass }];
  for (const page of pages) await drawPage(libraries, pdf, fonts, order, page, words);
  return pdf.save();
}

interface PageOf {
  /** What the barcode and the QR code decode to. */
  code: string;
  heading: string | null;
  temperatureClass: TemperatureClass;
}

async function drawPage(
  { bwipjs, pdfLib }: Libraries,
  pdf: PdfLib.PDFDocument,
  fonts: { regular: PdfLib.PDFFont; bold: PdfLib.PDFFont },
  order: LabelOrder,
  of: PageOf,
  words: DocumentWords,
) {
  const { rgb } = pdfLib;
  const { regular, bold } = fonts;
  const page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
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
  const { say } = words;
  text(of.heading ? say('label.brandOf', { n: order.displayNumber }) : say('label.brand'), 9, bold);
  if (of.heading) text(of.heading, 16, bold);
  text(of.code, of.heading ? 14 : 22, bold);
  const barcode = await pdf.embedPng(
    await png(bwipjs, 'code128', of.code, { height: 12, includetext: false }),
  );
  const bh = of.heading ? 44 : 52;
  y -= bh + 4;
  page.drawImage(barcode, { x: MARGIN, y, width: inner, height: bh });
  y -= 6;
  const qrSize = 78;
  const qr = await pdf.embedPng(await png(bwipjs, 'qrcode', of.code, { eclevel: 'M' }));
  page.drawImage(qr, { x: WIDTH - MARGIN - qrSize, y: y - qrSize, width: qrSize, height: qrSize });
  const top = y;
  text(say('label.deliverBy').toUpperCase(), 7, bold);
  text(words.deadline(order.deliverBy), 11, bold);
  text(say('label.pickUpBy', { time: words.deadline(order.pickupBy) }), 8);
  text(say('label.priority', { priority: words.priority(order.priority) }), 8);
  text(
    words.temperature(of.temperatureClass).toUpperCase(),
    of.temperatureClass === 'ambient' ? 9 : 11,
    bold,
  );
  y = Math.min(y, top - qrSize) - 8;
  block(say('label.from'), [order.pickupContactName, order.pickupAddress].filter(Boolean).join(', '), 3);
  block(
    say('label.to'),
    [order.deliveryContactName, order.deliveryAddress, order.deliveryContactPhone].filter(Boolean).join(', '),
    3,
  );
  // Four lines: every proof the table names, each worded whole, with the scan note, in either language.
  block(say('label.handling'), handlingNotes(order, of.temperatureClass, Boolean(of.heading), words), 4);
  if (order.specialInstructions)
    block(say('label.notes'), order.specialInstructions, Math.max(1, Math.floor((y - MARGIN) / 11) - 1));
}

/**
 * What the label tells whoever handles the piece: the proof its hand-overs need, in the words of
 * the proof-requirements table (checkout and the order page say the same), the piece's own
 * temperature class counting; and, on a piece of several, to scan it at every hand-over.
 */
export function handlingNotes(
  order: Pick<LabelOrder, 'requiresSignature' | 'requiresId' | 'requiresPhoto'>,
  temperatureClass: TemperatureClass,
  piece: boolean,
  { say, temperatureRange }: Pick<DocumentWords, 'say' | 'temperatureRange'>,
): string {
  // Which proofs come from the proof-requirements table; their words from the reader's catalogue,
  // whose English is that table's (document-words.ts).
  const notes = proofRequirements({ ...order, temperatureClass }).map((need) =>
    need.kind === 'temperature'
      ? `${say('label.proof.temperature')}${temperatureRange(temperatureClass)}`
      : say(`label.proof.${need.kind}`),
  );
  if (piece) notes.push(say('label.scanEvery'));
  return notes.length ? notes.join('; ') : say('label.standard');
}
