/**
 * What every PDF the server draws (labels, custody certificates) shares: pdf-lib loaded on first
 * use, user text made drawable by the standard fonts, lines wrapped to a width, and times in the
 * business's zone. User text is always drawn as text in a standard font; characters that font
 * cannot show become '?', so no name or instruction can break a document or smuggle anything in.
 */
import type * as PdfLib from 'pdf-lib';
import type { PDFFont } from 'pdf-lib';
import { deadlineText } from '@domain/service-levels';
import { loadOnFirstUse } from '../load-on-first-use';

/**
 * pdf-lib is loaded by the first document, not at start (decision 039): it holds megabytes of V8
 * heap and source text that a server printing nothing (a fleet's hot path never does) would carry.
 */
export const loadPdfLib = loadOnFirstUse((): Promise<typeof PdfLib> => import('pdf-lib'));

/** Only what WinAnsi (the standard fonts' encoding) can draw; anything else is shown as '?'. */
export const drawable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** Times as every screen shows them: "Sat, Mar 7, 8:00 PM CST" (service-levels.ts). */
export const centralText = (at: Date) => deadlineText(at);

/** Words wrapped to `width` at `size`, at most `maxLines` lines; a word wider than a line is cut. */
export function wrap(text: string, font: PDFFont, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word;
      // A single word wider than the line is cut, not allowed to run off the page.
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) line = line.slice(0, -1);
    }
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  return lines;
}
