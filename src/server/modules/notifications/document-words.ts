/**
 * The words of the PDFs the server draws (piece labels, the custody certificate), in English and
 * Spanish, beside the notifications' words and formatted the same way (FormatJS, ICU). English
 * comes from the shared tables (service levels, piece kinds, temperature classes, the custody
 * certificate's words in domain/custody-words.ts, which the web catalogue takes too)
 * wherever one exists, so each English word keeps its one home; the Spanish beside it is checked
 * key for key by the type and by document-words.test.ts.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { BUSINESS_TIME_ZONE } from '@domain/central-time';
import {
  TEMPERATURE_CLASSES,
  TEMPERATURE_LABELS,
  TEMPERATURE_RANGES,
  type TemperatureClass,
} from '@domain/cold-chain';
import { CUSTODY_KINDS } from '@domain/custody';
import { CUSTODY_WORDS_EN, CUSTODY_WORDS_ES } from '@domain/custody-words';
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, LOCALE_OF, type Language } from '@domain/languages';
import { PIECE_KIND_LABELS, PIECE_KINDS, type PieceKind } from '@domain/piece-kinds';
import { PROOF_KINDS, PROOF_REQUIREMENTS, temperatureRangeText } from '@domain/proof-requirements';
import {
  DEADLINE_FORMAT,
  DELIVER_BY,
  deadlineText,
  PICK_UP_BY,
  SERVICE_LEVELS,
} from '@domain/service-levels';
import { PRIORITIES, type Priority } from '@domain/enums';
import { INVOICE_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@domain/invoice-words';

const table = <P extends string, K extends string>(
  prefix: P,
  keys: readonly K[],
  words: (key: K) => string,
) => Object.fromEntries(keys.map((key) => [`${prefix}.${key}`, words(key)])) as Record<`${P}.${K}`, string>;

const EN = {
  ...table('priority', PRIORITIES, (p) => SERVICE_LEVELS[p].label),
  ...table('pieceKind', PIECE_KINDS, (k) => PIECE_KIND_LABELS[k]),
  ...table('temperature', TEMPERATURE_CLASSES, (t) => TEMPERATURE_LABELS[t]),
  // The certificate's entry names, evidence, actors and verdict: the web page's words too.
  ...CUSTODY_WORDS_EN,
  'label.title': 'MedLink label {n}',
  'label.brand': 'MedLink medical courier',
  'label.brandOf': 'MedLink medical courier · {n}',
  'label.pieceOf': 'Piece {seq} of {count}',
  'label.deliverBy': DELIVER_BY,
  'label.pickUpBy': `${PICK_UP_BY} {time}`,
  'label.priority': 'Priority: {priority}',
  'label.from': 'FROM',
  'label.to': 'TO',
  'label.handling': 'HANDLING',
  'label.notes': 'NOTES',
  // What each proof asks, worded by the proof-requirements table (checkout and the order page say the same).
  ...table('label.proof', PROOF_KINDS, (kind) =>
    PROOF_REQUIREMENTS[kind].detail({
      requiresSignature: true,
      requiresId: true,
      requiresPhoto: true,
      temperatureClass: 'ambient',
    }),
  ),
  'label.scanEvery': 'Scan this label at every hand-over',
  'label.standard': 'Standard handling',
  'certificate.title': 'MedLink custody certificate {n}',
  'certificate.heading': 'Chain-of-custody certificate',
  'certificate.order': 'Order {n}',
  'certificate.issued': 'Issued {at}',
  'certificate.client': 'Client',
  'certificate.bookedBy': 'Booked by',
  'certificate.item': 'Item',
  'certificate.pieces': 'Pieces',
  'certificate.temperature': 'Temperature',
  'certificate.from': 'From',
  'certificate.to': 'To',
  'certificate.verified': 'Verified',
  'certificate.notVerified': 'Not verified',
  'certificate.finalHash': 'Final hash',
  'certificate.noneYet': 'None yet',
  'certificate.timeline': 'Timeline ({count, plural, one {# entry} other {# entries}})',
  'certificate.empty': 'No custody events have been recorded for this order yet.',
  'certificate.broken': 'This entry does not match its recorded hash.',
  'certificate.when': 'When',
  'certificate.by': 'By',
  'certificate.where': 'Where',
  'certificate.signedFor': 'Signed for by',
  'certificate.idChecked': 'ID checked',
  'certificate.typed': 'Typed signature',
  'certificate.attested': '{name} (attested)',
  'certificate.page': 'page {page}',
  'invoice.title': 'MedLink invoice {number}',
  'invoice.tagline': 'Medical courier services',
  'invoice.heading': 'Invoice {number}',
  'invoice.billedTo': 'Billed to: {name}',
  'invoice.dates': 'Invoice date: {issued}    Due: {due}',
  'invoice.period': 'Deliveries from {start} to {end}',
  'invoice.status': 'Status: {status}',
  'invoice.status.open': 'Open',
  'invoice.status.paid': 'Paid',
  'invoice.order': 'Order',
  'invoice.delivered': 'Delivered',
  'invoice.costCentre': 'Cost centre',
  'invoice.amount': 'Amount',
  'invoice.noCostCentre': 'No cost centre',
  'invoice.byCostCentre': 'By cost centre',
  'invoice.total': 'Total ({count, plural, one {# delivery} other {# deliveries}})',
  'invoice.creditNote': 'Credit note {number} ({on})',
  'invoice.payment': 'Payment, {method} ({on})',
  'invoice.balance': 'Balance due',
  'invoice.dueNote': 'Payment is due by {due}. Please quote {number} with your payment.',
  'invoice.footer': 'MedLink invoice {number} · page {page}',
  ...table('paymentMethod', INVOICE_PAYMENT_METHODS, (method) => PAYMENT_METHOD_LABELS[method]),
  'certificate.footer':
    "Each entry is SHA-256 hashed together with the previous entry's hash. The web certificate shows the exact hashed text of each entry, so anyone can recompute the chain with their own tool.",
};

export type DocumentWordKey = keyof typeof EN;

const ES: Readonly<Record<DocumentWordKey, string>> = {
  'priority.emergency': 'Emergencia',
  'priority.express': 'Exprés',
  'priority.standard': 'Estándar',
  'priority.scheduled': 'Programado',
  'pieceKind.bag': 'Bolsa de muestras',
  'pieceKind.tote': 'Caja plegable',
  'pieceKind.box': 'Caja',
  'pieceKind.cooler': 'Hielera',
  'pieceKind.envelope': 'Sobre',
  'temperature.ambient': 'Ambiente',
  'temperature.refrigerated': 'Refrigerado (2 a 8 °C)',
  'temperature.frozen': 'Congelado (-15 °C o menos)',
  ...CUSTODY_WORDS_ES,
  'label.title': 'Etiqueta MedLink {n}',
  'label.brand': 'MedLink mensajería médica',
  'label.brandOf': 'MedLink mensajería médica · {n}',
  'label.pieceOf': 'Pieza {seq} de {count}',
  'label.deliverBy': 'Entregar antes de',
  'label.pickUpBy': 'Recoger antes de {time}',
  'label.priority': 'Prioridad: {priority}',
  'label.from': 'DE',
  'label.to': 'PARA',
  'label.handling': 'MANEJO',
  'label.notes': 'NOTAS',
  'label.proof.signature': 'Firma al recoger y al entregar',
  'label.proof.id': 'Identificación verificada al recoger y al entregar',
  'label.proof.photo': 'Foto del artículo entregado',
  'label.proof.temperature': 'Lectura de temperatura al recoger y al entregar',
  'label.scanEvery': 'Escanee esta etiqueta en cada traspaso',
  'label.standard': 'Manejo estándar',
  'certificate.title': 'Certificado de custodia MedLink {n}',
  'certificate.heading': 'Certificado de cadena de custodia',
  'certificate.order': 'Pedido {n}',
  'certificate.issued': 'Emitido {at}',
  'certificate.client': 'Cliente',
  'certificate.bookedBy': 'Reservado por',
  'certificate.item': 'Artículo',
  'certificate.pieces': 'Piezas',
  'certificate.temperature': 'Temperatura',
  'certificate.from': 'Desde',
  'certificate.to': 'Hasta',
  'certificate.verified': 'Verificado',
  'certificate.notVerified': 'No verificado',
  'certificate.finalHash': 'Hash final',
  'certificate.noneYet': 'Aún ninguno',
  'certificate.timeline': 'Cronología ({count, plural, one {# registro} other {# registros}})',
  'certificate.empty': 'Aún no se ha registrado ningún evento de custodia para este pedido.',
  'certificate.broken': 'Este registro no coincide con su hash guardado.',
  'certificate.when': 'Cuándo',
  'certificate.by': 'Por',
  'certificate.where': 'Dónde',
  'certificate.signedFor': 'Firmado por',
  'certificate.idChecked': 'Identificación verificada',
  'certificate.typed': 'Firma escrita',
  'certificate.attested': '{name} (declarada)',
  'certificate.page': 'página {page}',
  'invoice.title': 'Factura MedLink {number}',
  'invoice.tagline': 'Mensajería médica',
  'invoice.heading': 'Factura {number}',
  'invoice.billedTo': 'Facturado a: {name}',
  'invoice.dates': 'Fecha de la factura: {issued}    Vence: {due}',
  'invoice.period': 'Entregas del {start} al {end}',
  'invoice.status': 'Estado: {status}',
  'invoice.status.open': 'Abierta',
  'invoice.status.paid': 'Pagada',
  'invoice.order': 'Pedido',
  'invoice.delivered': 'Entregado',
  'invoice.costCentre': 'Centro de costos',
  'invoice.amount': 'Importe',
  'invoice.noCostCentre': 'Sin centro de costos',
  'invoice.byCostCentre': 'Por centro de costos',
  'invoice.total': 'Total ({count, plural, one {# entrega} other {# entregas}})',
  'invoice.creditNote': 'Nota de crédito {number} ({on})',
  'invoice.payment': 'Pago, {method} ({on})',
  'invoice.balance': 'Saldo pendiente',
  'invoice.dueNote': 'El pago vence el {due}. Indique {number} con su pago.',
  'invoice.footer': 'Factura MedLink {number} · página {page}',
  'paymentMethod.check': 'Cheque',
  'paymentMethod.ach': 'Transferencia ACH',
  'paymentMethod.card': 'Tarjeta',
  'certificate.footer':
    'Cada registro se cifra con SHA-256 junto con el hash del registro anterior. El certificado en la web muestra el texto exacto cifrado de cada registro, para que cualquiera pueda recalcular la cadena con su propia herramienta.',
};

export const DOCUMENT_WORDS: Readonly<Record<Language, Readonly<Record<DocumentWordKey, string>>>> = {
  en: EN,
  es: ES,
};

/**
 * The language a document is drawn in: the reader's own choice (their account), else what their
 * browser asks for, else English. The reader, not the order, decides: the same order's label may
 * be printed by a Spanish-reading clinic clerk and its certificate read by an English auditor.
 */
export function documentLanguage(chosen: Language | null | undefined, acceptLanguage?: string): Language {
  return chosen ?? languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

export interface DocumentWords {
  language: Language;
  say: (key: DocumentWordKey, values?: Record<string, string | number>) => string;
  /** A deadline as every screen shows it: 'Sat, Mar 7, 8:00 PM CST' / 'sáb, 7 mar, 8:00 p. m. CST'. */
  deadline: (at: Date) => string;
  /** A moment with seconds and its zone, for a certificate read later and elsewhere. */
  stamp: (at: Date) => string;
  priority: (priority: Priority) => string;
  pieceKind: (kind: PieceKind) => string;
  temperature: (temperature: TemperatureClass) => string;
  /** A class's range after a reading's words: ' (2 to 8 °C)' / ' (2 a 8 °C)'; empty for ambient. */
  temperatureRange: (temperature: TemperatureClass) => string;
  /** A custody kind this code does not know yet is shown as its raw name rather than hidden. */
  custodyKind: (kind: string) => string;
}

function rangeEs(temperatureClass: TemperatureClass): string {
  if (temperatureClass === 'ambient') return '';
  const { min, max } = TEMPERATURE_RANGES[temperatureClass];
  if (min !== null && max !== null) return ` (${min} a ${max} °C)`;
  if (max !== null) return ` (${max} °C o menos)`;
  return min !== null ? ` (${min} °C o más)` : '';
}

const cache = createIntlCache();
const made: Partial<Record<Language, DocumentWords>> = {};

function build(language: Language): DocumentWords {
  const intl: IntlShape = createIntl(
    { locale: LOCALE_OF[language], timeZone: BUSINESS_TIME_ZONE, messages: DOCUMENT_WORDS[language] },
    cache,
  );
  const say = (key: DocumentWordKey, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const stampFormat = new Intl.DateTimeFormat(LOCALE_OF[language], {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'long',
  });
  const known = new Set<string>(CUSTODY_KINDS);
  return {
    language,
    say,
    deadline: (at) => (language === 'en' ? deadlineText(at) : intl.formatDate(at, DEADLINE_FORMAT)),
    stamp: (at) => stampFormat.format(at),
    priority: (priority) => say(`priority.${priority}`),
    pieceKind: (kind) => say(`pieceKind.${kind}`),
    temperature: (temperature) => say(`temperature.${temperature}`),
    // English is the proof table's own wording; Spanish the same figures in its words.
    temperatureRange: (temperature) =>
      language === 'en' ? temperatureRangeText(temperature) : rangeEs(temperature),
    custodyKind: (kind) =>
      known.has(kind)
        ? say(`evidence.kind.${kind as (typeof CUSTODY_KINDS)[number]}`)
        : kind.replace(/_/g, ' '),
  };
}

export const documentWords = (language: Language): DocumentWords => (made[language] ??= build(language));
