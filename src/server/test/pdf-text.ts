/**
 * The text drawn in a PDF that pdf-lib wrote, for tests: every Flate stream inflated, and the
 * strings of its text operators (pdf-lib writes them as hex strings in the font's WinAnsi
 * encoding) decoded, one per drawn line. Enough to assert what a reader of the document sees.
 */
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)(\r?)\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    // A compressed stream may itself end in a carriage return: try it with and without.
    const tries = [m[1]!, `${m[1]!}${m[2] ?? ''}`];
    let content = m[1]!;
    for (const attempt of tries) {
      try {
        content = inflateSync(Buffer.from(attempt, 'latin1')).toString('latin1');
        break;
      } catch {
        // not this one
      }
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return lines;
}
