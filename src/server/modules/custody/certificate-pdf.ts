/**
 * The custody certificate as a PDF (US Letter): whose order, what was carried, from where to where,
 * the server's verification of the chain, then every entry with its time, actor, the place and
 * position of the hand-over, the proof and evidence taken, the signature image and the entry's
 * hash. The same words as the web page (domain/custody-wording.ts). User text is drawn as text in a
 * standard font (pdf/text.ts); images are embedded only from the entry's own stored data URL.
 */
import type { Color, PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { BUSINESS_TIME_ZONE } from '@domain/central-time';
import { TEMPERATURE_LABELS } from '@domain/cold-chain';
import type { CustodyEntryResponse, CustodyResponse } from '@domain/custody-answers';
import {
  actorLabel,
  evidenceLines,
  piecePaths,
  idLabel,
  kindLabel,
  positionLabel,
  verdict,
} from '@domain/custody-wording';
import { centralText, drawable, loadPdfLib, wrap } from '../../pdf/text';

const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = 48;
const INNER = WIDTH - 2 * MARGIN;
const INK = { r: 0.1, g: 0.12, b: 0.16 };
const MUTED = { r: 0.35, g: 0.38, b: 0.43 };
const ALERT = { r: 0.6, g: 0.1, b: 0.1 };

/** Seconds and the zone's name: a certificate is read later and elsewhere. */
const stamp = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'long',
});

type Colour = typeof INK;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

/** A top-down writer that starts a new page when the next block would not fit. */
class Writer {
  page: PDFPage;
  y = HEIGHT - MARGIN;
  pageCount = 1;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly rgb: (r: number, g: number, b: number) => Color,
    private readonly footer: string,
  ) {
    this.page = pdf.addPage([WIDTH, HEIGHT]);
  }

  ensure(height: number) {
    if (this.y - height >= MARGIN + 14) return;
    this.finishPage();
    this.page = this.pdf.addPage([WIDTH, HEIGHT]);
    this.pageCount++;
    this.y = HEIGHT - MARGIN;
  }

  finishPage() {
    this.page.drawText(drawable(`${this.footer} · page ${this.pageCount}`), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 7,
      font: this.fonts.regular,
      color: this.colour(MUTED),
    });
  }

  colour(c: Colour) {
    return this.rgb(c.r, c.g, c.b);
  }

  line(text: string, size: number, font: PDFFont = this.fonts.regular, colour: Colour = INK, indent = 0) {
    this.ensure(size + 3);
    this.y -= size + 3;
    this.page.drawText(drawable(text), {
      x: MARGIN + indent,
      y: this.y,
      size,
      font,
      color: this.colour(colour),
    });
  }

  paragraph(text: string, size: number, opts: { font?: PDFFont; colour?: Colour; indent?: number } = {}) {
    const font = opts.font ?? this.fonts.regular;
    const indent = opts.indent ?? 0;
    for (const l of wrap(text, font, size, INNER - indent, 40)) this.line(l, size, font, opts.colour, indent);
  }

  /** "Label: value", the label bold, the value wrapped beside it. */
  field(label: string, value: string, indent = 0) {
    const size = 9.5;
    const labelWidth = 92;
    const lines = wrap(value, this.fonts.regular, size, INNER - indent - labelWidth, 12);
    this.ensure((size + 3) * Math.max(1, lines.length));
    this.y -= size + 3;
    const { bold, regular } = this.fonts;
    this.page.drawText(drawable(label), {
      x: MARGIN + indent,
      y: this.y,
      size,
      font: bold,
      color: this.colour(MUTED),
    });
    lines.forEach((l, i) => {
      if (i > 0) this.y -= size + 3;
      this.page.drawText(l, {
        x: MARGIN + indent + labelWidth,
        y: this.y,
        size,
        font: regular,
        color: this.colour(INK),
      });
    });
  }

  image(image: PDFImage, maxWidth: number, maxHeight: number, indent: number) {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensure(height + 6);
    this.y -= height + 4;
    this.page.drawImage(image, { x: MARGIN + indent, y: this.y, width, height });
  }

  rule() {
    this.ensure(10);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: WIDTH - MARGIN, y: this.y },
      thickness: 0.5,
      color: this.colour(MUTED),
    });
    this.y -= 4;
  }

  gap(points: number) {
    this.y -= points;
  }
}

/** A stored PNG or JPEG data URL as an embedded image; anything else is left out. */
async function embedDataUrl(pdf: PDFDocument, dataUrl: string | undefined): Promise<PDFImage | null> {
  const match = dataUrl ? /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl) : null;
  if (!match) return null;
  const bytes = Buffer.from(match[2]!, 'base64');
  try {
    return match[1] === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  } catch {
    // An image the library cannot read is named in the text instead of breaking the certificate.
    return null;
  }
}

async function writeEntry(
  w: Writer,
  pdf: PDFDocument,
  fonts: Fonts,
  entry: CustodyEntryResponse,
  broken: boolean,
) {
  w.ensure(60);
  w.gap(6);
  w.line(`${entry.seq}. ${kindLabel(entry.kind)}`, 11, fonts.bold, broken ? ALERT : INK);
  if (broken) w.line('This entry does not match its recorded hash.', 9, fonts.bold, ALERT, 14);
  w.field('When', stamp.format(new Date(entry.at)), 14);
  w.field('By', actorLabel(entry.actor), 14);
  const where = positionLabel(entry);
  if (where) w.field('Where', where, 14);
  if (entry.proof) {
    const id = idLabel(entry.proof);
    w.field('Signed for by', entry.proof.name, 14);
    if (id) w.field('ID checked', id, 14);
    if (entry.proof.signatureMethod === 'typed' && entry.proof.typedName)
      w.field('Typed signature', `${entry.proof.typedName} (attested)`, 14);
    const signature = await embedDataUrl(pdf, entry.proof.signature);
    if (signature) w.image(signature, 180, 60, 14 + 92);
  }
  for (const evidence of evidenceLines(entry, centralText))
    w.paragraph(evidence.text, 9.5, { colour: evidence.alert ? ALERT : INK, indent: 14 });
  if (entry.kind === 'photo_taken') {
    const photo = await embedDataUrl(pdf, entry.photo);
    if (photo) w.image(photo, 200, 150, 14 + 92);
  }
  w.line(`prev ${entry.prevHash}`, 6.5, fonts.mono, MUTED, 14);
  w.line(`hash ${entry.hash}`, 6.5, fonts.mono, MUTED, 14);
}

export async function renderCustodyCertificate(
  custody: CustodyResponse,
  issuedAt: Date,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`MedLink custody certificate ${custody.displayNumber}`);
  pdf.setProducer('MedLink');
  pdf.setCreationDate(issuedAt);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  const w = new Writer(pdf, fonts, rgb, `MedLink custody certificate ${custody.displayNumber}`);
  const { subject, verification } = custody;

  w.line('MedLink', 18, fonts.bold, { r: 0.07, g: 0.37, b: 0.37 });
  w.line('Chain-of-custody certificate', 11, fonts.regular, MUTED);
  w.gap(6);
  w.line(`Order ${custody.displayNumber}`, 16, fonts.bold);
  w.line(`Issued ${stamp.format(issuedAt)}`, 9, fonts.regular, MUTED);
  w.rule();

  w.field('Client', subject.client);
  if (subject.bookedBy && subject.bookedBy !== subject.client) w.field('Booked by', subject.bookedBy);
  w.field('Item', subject.itemDescription);
  w.field('Pieces', String(subject.pieces));
  w.field('Temperature', TEMPERATURE_LABELS[subject.temperatureClass]);
  w.field('From', [subject.pickupContactName, subject.pickupAddress].filter(Boolean).join(', '));
  w.field('To', [subject.deliveryContactName, subject.deliveryAddress].filter(Boolean).join(', '));
  w.rule();

  w.line(verification.valid ? 'Verified' : 'Not verified', 12, fonts.bold, verification.valid ? INK : ALERT);
  w.paragraph(verdict(verification), 9.5, { colour: verification.valid ? INK : ALERT });
  w.line('Final hash', 8, fonts.bold, MUTED);
  w.line(verification.finalHash ?? 'None yet', 7, fonts.mono);
  w.rule();

  // Every piece's path, from its label to its check-in, with any exception on the way.
  const paths = piecePaths(custody.entries);
  if (paths.length > 0) {
    w.line('Pieces', 12, fonts.bold);
    for (const piece of paths) {
      w.line(piece.title, 9.5, fonts.bold);
      w.paragraph(piece.path, 9.5, { colour: piece.alert ? ALERT : INK, indent: 14 });
    }
    w.rule();
  }

  w.line(
    `Timeline (${custody.entries.length} ${custody.entries.length === 1 ? 'entry' : 'entries'})`,
    12,
    fonts.bold,
  );
  if (custody.entries.length === 0) w.line('No custody events have been recorded for this order yet.', 9.5);
  for (const entry of custody.entries)
    await writeEntry(
      w,
      pdf,
      fonts,
      entry,
      verification.brokenAt !== null && entry.seq === verification.brokenAt,
    );

  w.rule();
  w.paragraph(
    "Each entry is SHA-256 hashed together with the previous entry's hash. The web certificate shows the exact hashed text of each entry, so anyone can recompute the chain with their own tool.",
    8,
    { colour: MUTED },
  );
  w.finishPage();
  return pdf.save();
}
