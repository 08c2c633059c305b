/**
 * How a custody certificate words its entries, its evidence and its verification: each sentence as
 * a message id and its values (custody-words.ts holds the English and Spanish), which the web page
 * words in the viewer's language and the PDF in the document's. One wording for both, so the two
 * copies of one certificate never disagree.
 */
import { CUSTODY_KINDS } from './custody';
import { type CustodyEntryResponse as CustodyEntry, type CustodyResponse } from './custody-answers';
import { CUSTODY_WORDS_EN, phrase, raw, type CustodyWordKey, type Phrase } from './custody-words';
import { ID_TYPES } from './proof';

export { sayPhrase, type Phrase, type SayWords } from './custody-words';

/** The word for a stored value when the table has one, else the value itself, shown rather than hidden. */
function known(prefix: string, value: string | null | undefined, fallback = ''): Phrase {
  const id = `${prefix}.${value ?? ''}`;
  return Object.hasOwn(CUSTODY_WORDS_EN, id) ? phrase(id as CustodyWordKey) : raw(value ?? fallback);
}

const KINDS = new Set<string>(CUSTODY_KINDS);
const IDS = new Set<string>(ID_TYPES);

/** "Picked up"; a kind this code does not know yet is shown as its raw name rather than hidden. */
export function kindLabel(kind: string): Phrase {
  return KINDS.has(kind) ? phrase(`evidence.kind.${kind}` as CustodyWordKey) : raw(kind.replace(/_/g, ' '));
}

/** "Marcus Johnson (Driver)"; the system acts without a person. */
export function actorLabel(actor: CustodyEntry['actor']): Phrase {
  const role = known('evidence.role', actor.role);
  return actor.role === 'system' || !actor.name ? role : phrase('evidence.actor', { name: actor.name, role });
}

/** "29.70410, -95.40100": five decimals is about a metre, as precise as a phone's fix. */
export function coordinatesLabel(position: CustodyEntry['position']): string | null {
  if (!position) return null;
  return `${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}`;
}

/**
 * Where an entry was recorded, for a person: "near Pasadena, TX 77506 (29.70090, -95.19890)". The
 * coordinates stay beside the place because they are what the entry's hash covers.
 */
export function positionLabel(entry: Pick<CustodyEntry, 'position' | 'place'>): Phrase | null {
  const coordinates = coordinatesLabel(entry.position);
  if (!coordinates) return null;
  return entry.place ? phrase('evidence.place', { place: entry.place, coordinates }) : raw(coordinates);
}

/** "Driver's license ending 4821", or null when no ID was checked. */
export function idLabel(proof: NonNullable<CustodyEntry['proof']>): Phrase | null {
  if (!proof.idType && !proof.idLast4) return null;
  const type = !proof.idType
    ? phrase('evidence.idType.unknown')
    : IDS.has(proof.idType)
      ? phrase(`evidence.idType.${proof.idType}` as CustodyWordKey)
      : raw(proof.idType);
  return proof.idLast4 ? phrase('evidence.idEnding', { type, last4: proof.idLast4 }) : type;
}

/** The one-line verdict of the verification, for the banner, screen readers and the PDF. */
export function verdict(verification: CustodyResponse['verification']): Phrase {
  if (verification.valid) return phrase('evidence.verified', { count: verification.checked });
  // The break as a code is worded in the reader's language; the server's English sentence is
  // the fallback for an answer without it.
  const reason = verification.reason;
  if (reason) {
    const values = { seq: reason.seq ?? 0, next: reason.next ?? 0, kind: kindLabel(reason.kind ?? '') };
    return phrase('evidence.notVerified.problem', {
      problem: phrase(`evidence.broken.${reason.code}` as CustodyWordKey, values),
    });
  }
  // The server's problem is already a sentence that names the entry ("Entry 3 was altered: ...").
  if (verification.problem)
    return phrase('evidence.notVerified.problem', { problem: verification.problem.replace(/\.$/, '') });
  return verification.brokenAt !== null
    ? phrase('evidence.notVerified.brokenAt', { seq: verification.brokenAt })
    : phrase('evidence.notVerified.unchecked');
}

export interface EvidenceLine {
  phrase: Phrase;
  /** An excursion or a missed deadline: shown in red. */
  alert: boolean;
  /** A deadline that was met: shown in green. */
  met?: boolean;
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** What a `redacted` entry says: which data of which entries went, why, and that hashes stay. */
export function redactionText(c: Record<string, unknown>): Phrase {
  const items = Array.isArray(c.entries)
    ? (c.entries as { seq: number; fields: string[]; media: boolean }[])
    : [];
  const groups: Phrase[] = [...new Set(items.flatMap((e) => e.fields ?? []))].map((g) =>
    known('evidence.group', g),
  );
  if (items.some((e) => e.media)) groups.push(phrase('evidence.group.media'));
  const why =
    c.reason === 'retention'
      ? phrase('evidence.why.retention', { days: String(c.retentionDays) })
      : c.reason === 'erasure'
        ? phrase('evidence.why.erasure')
        : phrase('evidence.why.request');
  const seqs = items.map((e) => e.seq).join(', ');
  const listed = groups.length > 0 ? groups : [phrase('evidence.group.none')];
  return seqs
    ? phrase('evidence.redacted', { why, groups: listed, seqs })
    : phrase('evidence.redacted.noEntries', { why, groups: listed });
}

/** "at pickup"; an unknown step is left out. */
const stepWords = (step: unknown): Phrase => known('evidence.step', str(step));

/** "Piece 2 (tote) ML-0042-2-K7QM4Z": the piece an entry names. */
function pieceText(c: Record<string, unknown>): Phrase {
  const label = str(c.piece) ?? '';
  return typeof c.pieceSeq === 'number' && str(c.pieceKind)
    ? phrase('evidence.piece', {
        seq: c.pieceSeq,
        kind: known('evidence.pieceKind', str(c.pieceKind)),
        label,
      })
    : phrase('evidence.piece.plain', { label });
}

const labels = (v: unknown) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string').join(', ') : '');

function discrepancyText(c: Record<string, unknown>): Phrase {
  const missing = labels(c.missing);
  const unexpected = labels(c.unexpected);
  const detail =
    missing && unexpected
      ? phrase('evidence.discrepancy.both', { missing, unexpected })
      : missing
        ? phrase('evidence.discrepancy.missing', { labels: missing })
        : unexpected
          ? phrase('evidence.discrepancy.unexpected', { labels: unexpected })
          : phrase('evidence.discrepancy.none');
  return phrase('evidence.discrepancy', { at: stepWords(c.source), detail });
}

const reasonWords = (reason: unknown) =>
  str(reason) ? known('evidence.reason', str(reason)) : phrase('evidence.reason.none');

/**
 * The evidence an entry holds in its hashed content: the label scanned, a temperature reading,
 * and for a hand-over whether its deadline was met. `formatTime` words the deadline in the
 * reader's language (the page and the PDF both use Central time, the business's zone).
 */
export function evidenceLines(
  entry: Pick<CustodyEntry, 'kind' | 'content'>,
  formatTime: (at: Date) => string,
): EvidenceLine[] {
  const c = entry.content;
  const lines: EvidenceLine[] = [];
  const add = (p: Phrase, alert = false) => lines.push({ phrase: p, alert });
  if (entry.kind === 'label_scanned') add(phrase('evidence.labelScanned', { scan: String(str(c.scan)) }));
  if (entry.kind === 'temperature_reading' || entry.kind === 'temperature_excursion') {
    const excursion = entry.kind === 'temperature_excursion';
    add(
      phrase('evidence.temperature', {
        temperature: String(c.temperatureC),
        temperatureClass: known('evidence.class', str(c.temperatureClass)),
        outcome: phrase(excursion ? 'evidence.excursion' : 'evidence.inRange'),
      }),
      excursion,
    );
  }
  const piece = pieceText(c);
  if (entry.kind === 'piece_scanned') add(phrase('evidence.pieceScanned', { piece, at: stepWords(c.step) }));
  if (entry.kind === 'piece_exception') {
    const values = { piece, reason: reasonWords(c.reason), at: stepWords(c.step), note: str(c.note) ?? '' };
    add(phrase('evidence.pieceException', values), true);
  }
  if (entry.kind === 'piece_checked_in') add(phrase('evidence.pieceCheckedIn', { piece }));
  if (entry.kind === 'discrepancy_opened') add(discrepancyText(c), true);
  if (entry.kind === 'discrepancy_resolved')
    add(phrase('evidence.resolved', { resolution: str(c.resolution) ?? '' }));
  if (entry.kind === 'redacted') add(redactionText(c));
  const deadline =
    c.deadline && typeof c.deadline === 'object' ? (c.deadline as Record<string, unknown>) : null;
  const due = deadline ? str(deadline.due) : null;
  if (deadline && due) {
    const met = Boolean(deadline.met);
    lines.push({
      phrase: phrase('evidence.deadline', {
        due: formatTime(new Date(due)),
        outcome: phrase(met ? 'evidence.met' : 'evidence.missed'),
      }),
      alert: !met,
      met,
    });
  }
  return lines;
}

/** The alternative text of an entry's photo: "Photo taken at pickup". */
export const photoLabel = (c: Record<string, unknown>): Phrase =>
  phrase('evidence.photo', {
    at: str(c.step) ? stepWords(c.step) : phrase('evidence.step.handOver'),
  });

export interface PiecePath {
  /** "Piece 2 of 3 (tote) ML-0042-2-K7QM4Z" */
  title: Phrase;
  /** "labelled", "scanned at pickup", "damaged at delivery: lid cracked", "checked in": shown joined by ' > ' (the PDF font has no arrow) */
  steps: Phrase[];
  /** An exception, or the piece never checked in at a desk that checked others in. */
  alert: boolean;
}

/**
 * Every piece's path through the chain, from its label in the creation entry to its check-in, with
 * any exception on the way: the certificate's per-piece summary, read from the entries alone.
 */
export function piecePaths(entries: readonly Pick<CustodyEntry, 'kind' | 'content'>[]): PiecePath[] {
  const created = entries.find((e) => e.kind === 'created')?.content.pieces;
  if (!Array.isArray(created)) return [];
  const pieces = created.filter(
    (p): p is { seq: number; kind: string; label: string } =>
      !!p && typeof p === 'object' && typeof (p as { label?: unknown }).label === 'string',
  );
  const checkIns = entries.some((e) => e.kind === 'piece_checked_in');
  return pieces.map((piece) => {
    const steps: Phrase[] = [phrase('evidence.path.labelled')];
    let alert = false;
    let checkedIn = false;
    for (const e of entries) {
      if (e.content.piece !== piece.label) continue;
      const at = stepWords(e.content.step);
      if (e.kind === 'piece_scanned') steps.push(phrase('evidence.path.scanned', { at }));
      if (e.kind === 'piece_exception') {
        alert = true;
        const note = str(e.content.note) ?? '';
        steps.push(phrase('evidence.path.exception', { reason: reasonWords(e.content.reason), at, note }));
      }
      if (e.kind === 'piece_checked_in') {
        checkedIn = true;
        steps.push(phrase('evidence.path.checkedIn'));
      }
      // The desk's reading of a cold piece comes just before its check-in entry.
      if (e.kind === 'temperature_reading' || e.kind === 'temperature_excursion') {
        const excursion = e.kind === 'temperature_excursion';
        alert ||= excursion;
        const temperature = String(e.content.temperatureC);
        steps.push(
          phrase(excursion ? 'evidence.path.excursion' : 'evidence.path.reading', { temperature, at }),
        );
      }
    }
    if (checkIns && !checkedIn) {
      alert = true;
      steps.push(phrase('evidence.path.notCheckedIn'));
    }
    const kind = known('evidence.pieceKind', piece.kind);
    return {
      title: phrase('evidence.pieceTitle', {
        seq: piece.seq,
        count: pieces.length,
        kind,
        label: piece.label,
      }),
      steps,
      alert,
    };
  });
}
