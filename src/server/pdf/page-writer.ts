/**
 * A top-down page writer for the server's US Letter documents (the custody certificate, a
 * driver's settlement): lines, wrapped paragraphs, label-value fields, table rows, images and
 * rules, with a new page (and its footer) whenever the next block would not fit. Every text goes
 * through `drawable` (text.ts), so user text can never break a document.
 */
import type { Color, PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { drawable, wrap } from './text';

export const WIDTH = 612;
export const HEIGHT = 792;
export const MARGIN = 48;
export const INNER = WIDTH - 2 * MARGIN;
export const INK = { r: 0.1, g: 0.12, b: 0.16 };
export const MUTED = { r: 0.35, g: 0.38, b: 0.43 };
export const ALERT = { r: 0.6, g: 0.1, b: 0.1 };

export type Colour = typeof INK;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

/** A top-down writer that starts a new page when the next block would not fit. */
export class Writer {
  page: PDFPage;
  y = HEIGHT - MARGIN;
  pageCount = 1;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly rgb: (r: number, g: number, b: number) => Color,
    private readonly footer: string,
    /** The footer's page number in the document's language. */
    private readonly pageLabel: (page: number) => string = (page) => `page ${page}`,
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
    this.page.drawText(drawable(`${this.footer} · ${this.pageLabel(this.pageCount)}`), {
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

  /**
   * One row of a table: each cell's text at its x (from the left margin), cut to fit before the
   * next cell; `right` cells end at their x instead (amounts line up on the decimal point).
   */
  row(
    cells: readonly { text: string; x: number; right?: boolean }[],
    size = 9,
    font: PDFFont = this.fonts.regular,
    colour: Colour = INK,
  ) {
    this.ensure(size + 4);
    this.y -= size + 4;
    for (const cell of cells) {
      let text = drawable(cell.text);
      const width = font.widthOfTextAtSize(text, size);
      if (cell.right) {
        this.page.drawText(text, {
          x: MARGIN + cell.x - width,
          y: this.y,
          size,
          font,
          color: this.colour(colour),
        });
        continue;
      }
      // Up to where the next cell begins (a right-aligned one begins where its text does).
      const starts = cells
        .filter((c) => c.x > cell.x)
        .map((c) => (c.right ? c.x - font.widthOfTextAtSize(drawable(c.text), size) : c.x));
      const room = Math.min(...starts.map((x) => x - cell.x - 6), INNER - cell.x);
      while (text.length > 1 && font.widthOfTextAtSize(text, size) > room) text = text.slice(0, -1);
      this.page.drawText(text, { x: MARGIN + cell.x, y: this.y, size, font, color: this.colour(colour) });
    }
  }
}
