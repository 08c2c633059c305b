/**
 * The PDFs the server draws, in both languages: a piece label's handling notes and a custody
 * certificate's headings and entries read in English or in Spanish, and the reader decides which.
 */
import { describe, expect, it } from 'vitest';
import type { CustodyResponse } from '@domain/custody-answers';
import { pdfText } from '../../test/pdf-text';
import { renderCustodyCertificate } from '../custody/index';
import { renderLabel, type LabelOrder } from '../labels/index';
import { DOCUMENT_WORDS, documentLanguage, documentWords } from './document-words';

const ORDER: LabelOrder = {
  displayNumber: 'ML-0042',
  pickupAddress: '6565 Fannin St, Houston, TX 77030',
  pickupContactName: null,
  deliveryAddress: '1515 Holcombe Blvd, Houston, TX 77030',
  deliveryContactName: null,
  deliveryContactPhone: null,
  pickupBy: new Date('2026-03-07T20:00:00Z'),
  deliverBy: new Date('2026-03-08T02:00:00Z'),
  priority: 'express',
  temperatureClass: 'refrigerated',
  requiresSignature: true,
  requiresId: true,
  requiresPhoto: true,
  specialInstructions: null,
  pieces: [{ label: 'ML-0042-1-ABCDEF', kind: 'cooler' }],
};

const CUSTODY: CustodyResponse = {
  orderId: 42,
  displayNumber: 'ML-0042',
  status: 'delivered',
  subject: {
    client: 'Bayou Pharmacy',
    bookedBy: 'Ana Lopez',
    itemDescription: 'Insulin pens',
    pieces: 1,
    temperatureClass: 'refrigerated',
    pickupAddress: '6565 Fannin St, Houston, TX 77030',
    pickupContactName: null,
    deliveryAddress: '1515 Holcombe Blvd, Houston, TX 77030',
    deliveryContactName: null,
  },
  entries: [
    {
      seq: 1,
      kind: 'delivered',
      at: '2026-03-08T01:00:00.000Z',
      actor: { id: 3, role: 'driver', name: 'Marcus Johnson' },
      position: null,
      content: {},
      proof: { name: 'Ben Nurse', signatureMethod: 'typed', typedName: 'Ben Nurse' },
      prevHash: '0'.repeat(64),
      hash: 'a'.repeat(64),
    },
  ],
  verification: { valid: true, checked: 1, finalHash: 'a'.repeat(64), brokenAt: null, problem: null },
};

/** The same certificate with evidence: a piece's path, a reading out of range, a deadline, an ID, a place. */
const WITH_EVIDENCE: CustodyResponse = {
  ...CUSTODY,
  entries: [
    {
      ...CUSTODY.entries[0]!,
      seq: 1,
      kind: 'created',
      proof: null,
      content: { pieces: [{ seq: 1, kind: 'cooler', label: 'ML-0042-1-ABCDEF' }] },
    },
    {
      ...CUSTODY.entries[0]!,
      seq: 2,
      kind: 'piece_exception',
      proof: null,
      content: {
        piece: 'ML-0042-1-ABCDEF',
        pieceSeq: 1,
        pieceKind: 'cooler',
        reason: 'damaged',
        step: 'delivery',
        note: 'Lid cracked',
      },
    },
    {
      ...CUSTODY.entries[0]!,
      seq: 3,
      kind: 'temperature_excursion',
      proof: null,
      content: { temperatureC: 11, temperatureClass: 'refrigerated' },
    },
    {
      ...CUSTODY.entries[0]!,
      seq: 4,
      position: { latitude: 29.7041, longitude: -95.401 },
      place: 'near Houston, TX 77025',
      content: { deadline: { due: '2026-03-08T02:00:00.000Z', met: true } },
      proof: { name: 'Ben Nurse', idType: 'drivers_license', idLast4: '4821' },
    },
  ],
  verification: { valid: true, checked: 4, finalHash: 'a'.repeat(64), brokenAt: null, problem: null },
};

const labelText = async (language: 'en' | 'es') =>
  pdfText(await renderLabel(ORDER, documentWords(language))).join('\n');
const certificateText = async (language: 'en' | 'es', custody = CUSTODY) =>
  pdfText(
    await renderCustodyCertificate(custody, new Date('2026-03-09T15:00:00Z'), documentWords(language)),
  ).join('\n');

describe('the piece label', () => {
  it('gives its handling notes in English', async () => {
    const text = await labelText('en');
    expect(text).toContain('Piece 1 of 1 · Cooler');
    expect(text).toContain('DELIVER BY');
    expect(text).toContain('Sat, Mar 7, 8:00 PM CST');
    expect(text).toContain('Priority: Express');
    // The proof-requirements table's words, every note whole: none is cut at the block's last line.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Signature at pickup and delivery; ID checked at pickup and delivery; Photo of the delivered item; ' +
        'Temperature reading at pickup and delivery (2 to 8 °C); Scan this label at every hand-over',
    );
  });

  it('gives its handling notes in Spanish, with Spanish dates', async () => {
    const text = await labelText('es');
    expect(text).toContain('Pieza 1 de 1 · Hielera');
    expect(text).toContain('ENTREGAR ANTES DE');
    expect(text).toContain('Prioridad: Exprés');
    expect(text).toContain('REFRIGERADO (2 A 8 °C)');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Firma al recoger y al entregar; Identificación verificada al recoger y al entregar; ' +
        'Foto del artículo entregado; Lectura de temperatura al recoger y al entregar (2 a 8 °C); ' +
        'Escanee esta etiqueta en cada traspaso',
    );
    expect(text).toMatch(/\bsáb\b/);
    expect(text).not.toMatch(/Signature required|Keep cold|Priority:/);
  });
});

describe('the custody certificate', () => {
  it('reads in English', async () => {
    const text = await certificateText('en');
    expect(text).toContain('Chain-of-custody certificate');
    expect(text).toContain('Order ML-0042');
    expect(text).toContain('Timeline (1 entry)');
    expect(text).toContain('1. Delivered');
    expect(text).toContain('Ben Nurse (attested)');
  });

  it('reads in Spanish', async () => {
    const text = await certificateText('es');
    expect(text).toContain('Certificado de cadena de custodia');
    expect(text).toContain('Pedido ML-0042');
    expect(text).toContain('Cronología (1 registro)');
    expect(text).toContain('1. Entregado');
    expect(text).toContain('Ben Nurse (declarada)');
    expect(text).toContain('Verificado');
    expect(text).toContain('Certificado de custodia MedLink ML-0042 · página 1');
    expect(text).not.toMatch(/Chain-of-custody|Timeline|Signed for by/);
  });

  it('words its evidence, actors, verdict and piece paths in English', async () => {
    const text = (await certificateText('en', WITH_EVIDENCE)).replace(/\s+/g, ' ');
    expect(text).toContain('Verified: all 4 entries match their hashes and the chain is unbroken.');
    expect(text).toContain('Piece 1 of 1 (cooler) ML-0042-1-ABCDEF');
    expect(text).toContain('labelled > damaged at delivery: Lid cracked');
    expect(text).toContain('Piece 1 (cooler) ML-0042-1-ABCDEF damaged at delivery: Lid cracked');
    expect(text).toContain('Temperature 11 °C (refrigerated): out of range, excursion');
    expect(text).toContain('Deadline Sat, Mar 7, 8:00 PM CST: met');
    expect(text).toContain('Marcus Johnson (Driver)');
    expect(text).toContain("Driver's license ending 4821");
    expect(text).toContain('near Houston, TX 77025 (29.70410, -95.40100)');
  });

  it('words its evidence, actors, verdict and piece paths in Spanish', async () => {
    const text = (await certificateText('es', WITH_EVIDENCE)).replace(/\s+/g, ' ');
    expect(text).toContain('Verificado: 4 registros coinciden con sus hashes y la cadena está intacta.');
    expect(text).toContain('Pieza 1 de 1 (hielera) ML-0042-1-ABCDEF');
    expect(text).toContain('etiquetada > dañada al entregar: Lid cracked');
    expect(text).toContain('Pieza 1 (hielera) ML-0042-1-ABCDEF dañada al entregar: Lid cracked');
    expect(text).toContain('Temperatura 11 °C (refrigerado): fuera de rango, desviación');
    expect(text).toMatch(/Plazo sáb, 7 (de )?mar, 8:00 p\. ?m\. CST: cumplido/);
    expect(text).toContain('Marcus Johnson (Conductor)');
    expect(text).toContain('Licencia de conducir terminada en 4821');
    expect(text).not.toMatch(/Verified:|labelled|damaged at|Temperature \d|Deadline|\(Driver\)|ending 4821/);
  });
});

describe('which language a document is drawn in', () => {
  it("follows the reader's choice, else their browser, else English", () => {
    expect(documentLanguage('es', 'en-US')).toBe('es');
    expect(documentLanguage('en', 'es-MX')).toBe('en');
    expect(documentLanguage(null, 'es-MX,es;q=0.9')).toBe('es');
    expect(documentLanguage(undefined, 'fr-FR')).toBe('en');
    expect(documentLanguage(null, undefined)).toBe('en');
  });

  it('has every word in both languages, with the same arguments', () => {
    const args = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    expect(Object.keys(DOCUMENT_WORDS.es).sort()).toEqual(Object.keys(DOCUMENT_WORDS.en).sort());
    for (const [key, english] of Object.entries(DOCUMENT_WORDS.en))
      expect(args(DOCUMENT_WORDS.es[key as keyof typeof DOCUMENT_WORDS.es]), key).toEqual(args(english));
  });
});
