/**
 * The words of a custody certificate's evidence, actors, verdict and piece paths, in English and
 * Spanish. custody-wording.ts builds each sentence as a message id and its values (a `Phrase`); the
 * web page words it through its catalogue in the viewer's language, the PDF through the server's
 * document words in the document's language. Both catalogues take these tables whole, so each
 * sentence has one home in each language. English names its kinds from the custody table; the
 * lower-case words inside sentences (piece kinds, temperature classes, reasons) are the stored
 * values themselves, so English reads exactly as the certificate always has.
 */
import { CUSTODY_KIND_LABELS, CUSTODY_KINDS } from './custody';
import { ID_TYPE_LABELS, ID_TYPES } from './proof-words';

const table = <P extends string, K extends string>(
  prefix: P,
  keys: readonly K[],
  words: (key: K) => string,
) => Object.fromEntries(keys.map((key) => [`${prefix}.${key}`, words(key)])) as Record<`${P}.${K}`, string>;

export const CUSTODY_WORDS_EN = {
  'evidence.raw': '{text}',
  'evidence.role.client': 'Client',
  'evidence.role.driver': 'Driver',
  'evidence.role.admin': 'Dispatch',
  'evidence.role.billing': 'Billing',
  'evidence.role.system': 'System',
  'evidence.actor': '{name} ({role})',
  ...table('evidence.kind', CUSTODY_KINDS, (kind) => CUSTODY_KIND_LABELS[kind]),
  ...table('evidence.idType', ID_TYPES, (type) => ID_TYPE_LABELS[type]),
  'evidence.idType.unknown': 'ID',
  'evidence.idEnding': '{type} ending {last4}',
  'evidence.place': '{place} ({coordinates})',
  'evidence.verified':
    'Verified: all {count, plural, one {# entry matches its hash} other {# entries match their hashes}} and the chain is unbroken.',
  'evidence.notVerified.problem': 'Not verified: {problem}.',
  'evidence.notVerified.brokenAt': 'Not verified: the record is broken at entry {seq}.',
  'evidence.notVerified.unchecked': 'Not verified: the record could not be checked.',
  'evidence.broken.noRecord': 'This order has no custody record',
  'evidence.broken.missing': 'Entry {seq} is missing: the next entry found is {next}',
  'evidence.broken.genesis': 'Entry 1 does not start from the genesis hash',
  'evidence.broken.unlinked': 'Entry {seq} does not link to the entry before it: its previous hash differs',
  'evidence.broken.altered': 'Entry {seq} was altered: its content no longer matches its hash',
  'evidence.broken.signatureMissing': 'The signature of entry {seq} is missing',
  'evidence.broken.signatureChanged': 'The signature of entry {seq} is not the one that was signed',
  'evidence.broken.notCreation': 'Entry 1 is not the creation of the order',
  'evidence.broken.endsEarly':
    "The record ends at “{kind}”, not at the order's current status: entries are missing",
  'evidence.labelScanned': 'Label scanned: {scan}',
  'evidence.temperature': 'Temperature {temperature} °C ({temperatureClass}): {outcome}',
  'evidence.inRange': 'in range',
  'evidence.excursion': 'out of range, excursion',
  'evidence.class.ambient': 'ambient',
  'evidence.class.refrigerated': 'refrigerated',
  'evidence.class.frozen': 'frozen',
  'evidence.step.pickup': 'at pickup',
  'evidence.step.delivery': 'at delivery',
  'evidence.step.check_in': 'at check-in',
  'evidence.step.handOver': 'at the hand-over',
  'evidence.pieceKind.bag': 'bag',
  'evidence.pieceKind.tote': 'tote',
  'evidence.pieceKind.box': 'box',
  'evidence.pieceKind.cooler': 'cooler',
  'evidence.pieceKind.envelope': 'envelope',
  'evidence.reason.missing': 'missing',
  'evidence.reason.damaged': 'damaged',
  'evidence.reason.refused': 'refused',
  'evidence.reason.none': 'exception',
  'evidence.piece': 'Piece {seq} ({kind}) {label}',
  'evidence.piece.plain': 'Piece {label}',
  'evidence.pieceScanned': '{piece} scanned {at}',
  'evidence.pieceException': '{piece} {reason} {at}: {note}',
  'evidence.pieceCheckedIn': '{piece} checked in',
  'evidence.discrepancy': 'Discrepancy {at} for dispatch: {detail}',
  'evidence.discrepancy.missing': 'missing {labels}',
  'evidence.discrepancy.unexpected': 'unexpected {labels}',
  'evidence.discrepancy.both': 'missing {missing}; unexpected {unexpected}',
  'evidence.discrepancy.none': 'see dispatch',
  'evidence.resolved': 'Discrepancy resolved by dispatch: {resolution}',
  'evidence.redacted':
    'Removed {why}: {groups} (entries {seqs}). Each entry keeps its sealed hash, so the chain still verifies.',
  'evidence.redacted.noEntries':
    'Removed {why}: {groups}. Each entry keeps its sealed hash, so the chain still verifies.',
  'evidence.why.retention': 'under the {days}-day retention policy',
  'evidence.why.erasure': "on the organisation's request for erasure",
  'evidence.why.request': 'on request',
  'evidence.group.contacts': 'contacts',
  'evidence.group.proof-name': 'proof-name',
  'evidence.group.id-digits': 'id-digits',
  'evidence.group.media': 'signature and photo images',
  'evidence.group.none': 'nothing',
  'evidence.deadline': 'Deadline {due}: {outcome}',
  'evidence.met': 'met',
  'evidence.missed': 'missed',
  'evidence.photo': 'Photo taken {at}',
  'evidence.pieceTitle': 'Piece {seq} of {count} ({kind}) {label}',
  'evidence.path.labelled': 'labelled',
  'evidence.path.scanned': 'scanned {at}',
  'evidence.path.exception': '{reason} {at}: {note}',
  'evidence.path.checkedIn': 'checked in',
  'evidence.path.reading': '{temperature} °C {at}',
  'evidence.path.excursion': '{temperature} °C {at} (excursion)',
  'evidence.path.notCheckedIn': 'not checked in',
};

export type CustodyWordKey = keyof typeof CUSTODY_WORDS_EN;

export const CUSTODY_WORDS_ES: Readonly<Record<CustodyWordKey, string>> = {
  'evidence.raw': '{text}',
  'evidence.role.client': 'Cliente',
  'evidence.role.driver': 'Conductor',
  'evidence.role.admin': 'Despacho',
  'evidence.role.billing': 'Facturación',
  'evidence.role.system': 'Sistema',
  'evidence.actor': '{name} ({role})',
  'evidence.kind.created': 'Pedido creado',
  'evidence.kind.paid': 'Pago recibido',
  'evidence.kind.approved': 'Aprobado por despacho',
  'evidence.kind.declined': 'Rechazado por despacho',
  'evidence.kind.assigned': 'Conductor asignado por despacho',
  'evidence.kind.accepted': 'Trabajo aceptado por el conductor',
  'evidence.kind.pickup_scheduled': 'Conductor camino a la recogida',
  'evidence.kind.pickup_complete': 'Recogido',
  'evidence.kind.in_transit': 'En tránsito',
  'evidence.kind.delivered': 'Entregado',
  'evidence.kind.cancelled': 'Cancelado',
  'evidence.kind.refunded': 'Pago reembolsado',
  'evidence.kind.released': 'Trabajo rechazado por el conductor',
  'evidence.kind.label_scanned': 'Etiqueta escaneada',
  'evidence.kind.temperature_reading': 'Temperatura registrada',
  'evidence.kind.temperature_excursion': 'Temperatura fuera de rango',
  'evidence.kind.photo_taken': 'Foto tomada',
  'evidence.kind.piece_scanned': 'Pieza escaneada',
  'evidence.kind.piece_exception': 'Incidencia de pieza',
  'evidence.kind.piece_checked_in': 'Pieza recibida',
  'evidence.kind.discrepancy_opened': 'Discrepancia abierta',
  'evidence.kind.discrepancy_resolved': 'Discrepancia resuelta',
  'evidence.kind.redacted': 'Datos personales eliminados',
  'evidence.idType.drivers_license': 'Licencia de conducir',
  'evidence.idType.state_id': 'Identificación estatal',
  'evidence.idType.passport': 'Pasaporte',
  'evidence.idType.military_id': 'Identificación militar',
  'evidence.idType.unknown': 'Identificación',
  'evidence.idEnding': '{type} terminada en {last4}',
  'evidence.place': '{place} ({coordinates})',
  'evidence.verified':
    'Verificado: {count, plural, one {# registro coincide con su hash} other {# registros coinciden con sus hashes}} y la cadena está intacta.',
  'evidence.notVerified.problem': 'No verificado: {problem}.',
  'evidence.notVerified.brokenAt': 'No verificado: el registro se rompe en la entrada {seq}.',
  'evidence.notVerified.unchecked': 'No verificado: no se pudo comprobar el registro.',
  'evidence.broken.noRecord': 'Este pedido no tiene registro de custodia',
  'evidence.broken.missing': 'Falta la entrada {seq}: la siguiente entrada encontrada es la {next}',
  'evidence.broken.genesis': 'La entrada 1 no parte del hash inicial',
  'evidence.broken.unlinked': 'La entrada {seq} no enlaza con la anterior: su hash previo no coincide',
  'evidence.broken.altered': 'La entrada {seq} fue alterada: su contenido ya no coincide con su hash',
  'evidence.broken.signatureMissing': 'Falta la firma de la entrada {seq}',
  'evidence.broken.signatureChanged': 'La firma de la entrada {seq} no es la que se firmó',
  'evidence.broken.notCreation': 'La entrada 1 no es la creación del pedido',
  'evidence.broken.endsEarly':
    'El registro termina en «{kind}», no en el estado actual del pedido: faltan entradas',
  'evidence.labelScanned': 'Etiqueta escaneada: {scan}',
  'evidence.temperature': 'Temperatura {temperature} °C ({temperatureClass}): {outcome}',
  'evidence.inRange': 'dentro del rango',
  'evidence.excursion': 'fuera de rango, desviación',
  'evidence.class.ambient': 'ambiente',
  'evidence.class.refrigerated': 'refrigerado',
  'evidence.class.frozen': 'congelado',
  'evidence.step.pickup': 'al recoger',
  'evidence.step.delivery': 'al entregar',
  'evidence.step.check_in': 'en la recepción',
  'evidence.step.handOver': 'en la entrega',
  'evidence.pieceKind.bag': 'bolsa de muestras',
  'evidence.pieceKind.tote': 'caja plegable',
  'evidence.pieceKind.box': 'caja',
  'evidence.pieceKind.cooler': 'hielera',
  'evidence.pieceKind.envelope': 'sobre',
  'evidence.reason.missing': 'faltante',
  'evidence.reason.damaged': 'dañada',
  'evidence.reason.refused': 'rechazada',
  'evidence.reason.none': 'con incidencia',
  'evidence.piece': 'Pieza {seq} ({kind}) {label}',
  'evidence.piece.plain': 'Pieza {label}',
  'evidence.pieceScanned': '{piece} escaneada {at}',
  'evidence.pieceException': '{piece} {reason} {at}: {note}',
  'evidence.pieceCheckedIn': '{piece} recibida',
  'evidence.discrepancy': 'Discrepancia {at} para despacho: {detail}',
  'evidence.discrepancy.missing': 'faltan {labels}',
  'evidence.discrepancy.unexpected': 'inesperadas {labels}',
  'evidence.discrepancy.both': 'faltan {missing}; inesperadas {unexpected}',
  'evidence.discrepancy.none': 'consulte con despacho',
  'evidence.resolved': 'Discrepancia resuelta por despacho: {resolution}',
  'evidence.redacted':
    'Eliminado {why}: {groups} (registros {seqs}). Cada registro conserva su hash sellado, así que la cadena sigue verificándose.',
  'evidence.redacted.noEntries':
    'Eliminado {why}: {groups}. Cada registro conserva su hash sellado, así que la cadena sigue verificándose.',
  'evidence.why.retention': 'según la política de conservación de {days} días',
  'evidence.why.erasure': 'a petición de la organización de borrar sus datos',
  'evidence.why.request': 'a petición',
  'evidence.group.contacts': 'contactos',
  'evidence.group.proof-name': 'nombre de quien firmó',
  'evidence.group.id-digits': 'dígitos de la identificación',
  'evidence.group.media': 'imágenes de firma y foto',
  'evidence.group.none': 'nada',
  'evidence.deadline': 'Plazo {due}: {outcome}',
  'evidence.met': 'cumplido',
  'evidence.missed': 'incumplido',
  'evidence.photo': 'Foto tomada {at}',
  'evidence.pieceTitle': 'Pieza {seq} de {count} ({kind}) {label}',
  'evidence.path.labelled': 'etiquetada',
  'evidence.path.scanned': 'escaneada {at}',
  'evidence.path.exception': '{reason} {at}: {note}',
  'evidence.path.checkedIn': 'recibida',
  'evidence.path.reading': '{temperature} °C {at}',
  'evidence.path.excursion': '{temperature} °C {at} (desviación)',
  'evidence.path.notCheckedIn': 'no recibida',
};

/** A sentence not yet worded: its message id and values, which may be phrases themselves. */
export interface Phrase {
  id: CustodyWordKey;
  values?: Readonly<Record<string, PhraseValue>>;
}
export type PhraseValue = string | number | Phrase | readonly (string | Phrase)[];

export type SayWords = (id: CustodyWordKey, values?: Record<string, string | number>) => string;

export const phrase = (id: CustodyWordKey, values?: Phrase['values']): Phrase =>
  values ? { id, values } : { id };

/** Data shown as it is (a raw kind name, coordinates): no words of its own to translate. */
export const raw = (text: string): Phrase => ({ id: 'evidence.raw', values: { text } });

/**
 * A phrase in one language: its inner phrases worded first, a list joined with commas, and the
 * gaps an absent part leaves (an unknown step) closed.
 */
export function sayPhrase(p: Phrase, say: SayWords): string {
  const word = (v: string | Phrase) => (typeof v === 'string' ? v : sayPhrase(v, say));
  const values = p.values
    ? Object.fromEntries(
        Object.entries(p.values).map(([key, v]) => [
          key,
          typeof v === 'number' ? v : Array.isArray(v) ? v.map(word).join(', ') : word(v as string | Phrase),
        ]),
      )
    : undefined;
  return say(p.id, values)
    .replace(/ {2,}/g, ' ')
    .replace(/ ([:;])/g, '$1')
    .trim();
}
