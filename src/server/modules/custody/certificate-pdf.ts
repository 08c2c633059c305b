/**
 * The custody certificate as a PDF (US Letter): whose order, what was carried, from where to where,
 * the server's verification of the chain, then every entry with its time, actor, the place and
 * position of the hand-over, the proof and evidence taken, the signature image and the entry's
 * hash. The same sentences as the web page (domain/custody-wording.ts builds them as message ids
 * and values), worded with the headings, fields and entry names in the document's language
 * (notifications/document-words). User text is drawn as text in a standard font (pdf/text.ts);
 * images are embedded only from the entry's own stored data URL.
 */
import type { PDFDocument, PDFImage } from 'pdf-lib';
import type { CustodyEntryResponse, CustodyResponse } from '@domain/custody-answers';
import {
  actorLabel,
  evidenceLines,
  piecePaths,
  idLabel,
  positionLabel,
  sayPhrase,
  verdict,
  type Phrase,
} from '@domain/custody-wording';
import { ALERT, INK, MUTED, Writer, type Fonts } from '../../pdf/page-writer';
import { loadPdfLib } from '../../pdf/text';
import type { DocumentWords } from '../notifications/index';

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
  words: DocumentWords,
) {
  const { say } = words;
  const word = (p: Phrase) => sayPhrase(p, say);
  w.ensure(60);
  w.gap(6);
  w.line(`${entry.seq}. ${words.custodyKind(entry.kind)}`, 11, fonts.bold, broken ? ALERT : INK);
  if (broken) w.line(say('certificate.broken'), 9, fonts.bold, ALERT, 14);
  w.field(say('certificate.when'), words.stamp(new Date(entry.at)), 14);
  w.field(say('certificate.by'), word(actorLabel(entry.actor)), 14);
  const where = positionLabel(entry);
  if (where) w.field(say('certificate.where'), word(where), 14);
  if (entry.proof) {
    const id = idLabel(entry.proof);
    w.field(say('certificate.signedFor'), entry.proof.name, 14);
    if (id) w.field(say('certificate.idChecked'), word(id), 14);
    if (entry.proof.signatureMethod === 'typed' && entry.proof.typedName)
      w.field(say('certificate.typed'), say('certificate.attested', { name: entry.proof.typedName }), 14);
    const signature = await embedDataUrl(pdf, entry.proof.signature);
    if (signature) w.image(signature, 180, 60, 14 + 92);
  }
  for (const evidence of evidenceLines(entry, words.deadline))
    w.paragraph(word(evidence.phrase), 9.5, { colour: evidence.alert ? ALERT : INK, indent: 14 });
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
  words: DocumentWords,
): Promise<Uint8Array> {
  const { say } = words;
  const title = say('certificate.title', { n: custody.displayNumber });
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setLanguage(words.language);
  pdf.setProducer('MedLink');
  pdf.setCreationDate(issuedAt);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  const w = new Writer(pdf, fonts, rgb, title, (page) => say('certificate.page', { page }));
  const { subject, verification } = custody;

  w.line('MedLink', 18, fonts.bold, { r: 0.07, g: 0.37, b: 0.37 });
  w.line(say('certificate.heading'), 11, fonts.regular, MUTED);
  w.gap(6);
  w.line(say('certificate.order', { n: custody.displayNumber }), 16, fonts.bold);
  w.line(say('certificate.issued', { at: words.stamp(issuedAt) }), 9, fonts.regular, MUTED);
  w.rule();

  w.field(say('certificate.client'), subject.client);
  if (subject.bookedBy && subject.bookedBy !== subject.client)
    w.field(say('certificate.bookedBy'), subject.bookedBy);
  w.field(say('certificate.item'), subject.itemDescription);
  w.field(say('certificate.pieces'), String(subject.pieces));
  w.field(say('certificate.temperature'), words.temperature(subject.temperatureClass));
  w.field(
    say('certificate.from'),
    [subject.pickupContactName, subject.pickupAddress].filter(Boolean).join(', '),
  );
  w.field(
    say('certificate.to'),
    [subject.deliveryContactName, subject.deliveryAddress].filter(Boolean).join(', '),
  );
  w.rule();

  w.line(
    say(verification.valid ? 'certificate.verified' : 'certificate.notVerified'),
    12,
    fonts.bold,
    verification.valid ? INK : ALERT,
  );
  w.paragraph(sayPhrase(verdict(verification), say), 9.5, { colour: verification.valid ? INK : ALERT });
  w.line(say('certificate.finalHash'), 8, fonts.bold, MUTED);
  w.line(verification.finalHash ?? say('certificate.noneYet'), 7, fonts.mono);
  w.rule();

  // Every piece's path, from its label to its check-in, with any exception on the way.
  const paths = piecePaths(custody.entries);
  if (paths.length > 0) {
    w.line(say('certificate.pieces'), 12, fonts.bold);
    for (const piece of paths) {
      w.line(sayPhrase(piece.title, say), 9.5, fonts.bold);
      w.paragraph(piece.steps.map((step) => sayPhrase(step, say)).join(' > '), 9.5, {
        colour: piece.alert ? ALERT : INK,
        indent: 14,
      });
    }
    w.rule();
  }

  w.line(say('certificate.timeline', { count: custody.entries.length }), 12, fonts.bold);
  if (custody.entries.length === 0) w.line(say('certificate.empty'), 9.5);
  for (const entry of custody.entries)
    await writeEntry(
      w,
      pdf,
      fonts,
      entry,
      verification.brokenAt !== null && entry.seq === verification.brokenAt,
      words,
    );

  w.rule();
  w.paragraph(say('certificate.footer'), 8, { colour: MUTED });
  w.finishPage();
  return pdf.save();
}
