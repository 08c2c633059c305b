/**
 * The custody certificate as a PDF (US Letter): whose order, what was carried, from where to where,
 * the server's verification of the chain, then every entry with its time, actor, the place and
 * position of the hand-over, the proof and evidence taken, the signature image and the entry's
 * hash. The same words as the web page (domain/custody-wording.ts). User text is drawn as text in a
 * standard font (pdf/text.ts); images are embedded only from the entry's own stored data URL.
 */
import type { PDFDocument, PDFImage } from 'pdf-lib';
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
import { ALERT, INK, MUTED, Writer, type Fonts } from '../../pdf/page-writer';
import { centralText, loadPdfLib } from '../../pdf/text';

/** Seconds and the zone's name: a certificate is read later and elsewhere. */
const stamp = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'long',
});

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
