/**
 * How a custody certificate words its entries, its evidence and its verification. One wording for
 * the web page and the PDF the server draws, so the two copies of one certificate never disagree.
 */
import { CUSTODY_KIND_LABELS } from './custody';
import { type CustodyEntryResponse as CustodyEntry, type CustodyResponse } from './custody-answers';
import { ID_TYPE_LABELS, type IdType } from './proof';

const ROLE_LABELS: Readonly<Record<CustodyEntry['actor']['role'], string>> = {
  client: 'Client',
  driver: 'Driver',
  admin: 'Dispatch',
  billing: 'Billing',
  system: 'System',
};

/** "Picked up"; a kind this code does not know yet is shown as its raw name rather than hidden. */
export function kindLabel(kind: string): string {
  return (CUSTODY_KIND_LABELS as Readonly<Record<string, string>>)[kind] ?? kind.replace(/_/g, ' ');
}

/** "Marcus Johnson (Driver)"; the system acts without a person. */
export function actorLabel(actor: CustodyEntry['actor']): string {
  const role = ROLE_LABELS[actor.role] ?? actor.role;
  return actor.role === 'system' || !actor.name ? role : `${actor.name} (${role})`;
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
export function positionLabel(entry: Pick<CustodyEntry, 'position' | 'place'>): string | null {
  const coordinates = coordinatesLabel(entry.position);
  if (!coordinates) return null;
  return entry.place ? `${entry.place} (${coordinates})` : coordinates;
}

/** "Driver's license ending 4821", or null when no ID was checked. */
export function idLabel(proof: NonNullable<CustodyEntry['proof']>): string | null {
  if (!proof.idType && !proof.idLast4) return null;
  const type = proof.idType
    ? ((ID_TYPE_LABELS as Readonly<Record<string, string>>)[proof.idType as IdType] ?? proof.idType)
    : 'ID';
  return proof.idLast4 ? `${type} ending ${proof.idLast4}` : type;
}

/** The one-line verdict of the verification, for the banner, screen readers and the PDF. */
export function verdict(verification: CustodyResponse['verification']): string {
  if (verification.valid) {
    const n = verification.checked;
    return `Verified: all ${n} ${n === 1 ? 'entry matches its hash' : 'entries match their hashes'} and the chain is unbroken.`;
  }
  // The server's problem is already a sentence that names the entry ("Entry 3 was altered: ...").
  if (verification.problem) return `Not verified: ${verification.problem.replace(/\.$/, '')}.`;
  return verification.brokenAt !== null
    ? `Not verified: the record is broken at entry ${verification.brokenAt}.`
    : 'Not verified: the record could not be checked.';
}

export interface EvidenceLine {
  text: string;
  /** An excursion or a missed deadline: shown in red. */
  alert: boolean;
  /** A deadline that was met: shown in green. */
  met?: boolean;
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * The evidence an entry holds in its hashed content: the label scanned, a temperature reading,
 * and for a hand-over whether its deadline was met. `formatTime` words the deadline (the page and
 * the PDF both use Central time, the business's zone).
 */
/** What a `redacted` entry says: which data of which entries went, why, and that hashes stay. */
export function redactionText(c: Record<string, unknown>): string {
  const items = Array.isArray(c.entries)
    ? (c.entries as { seq: number; fields: string[]; media: boolean }[])
    : [];
  const groups = new Set(items.flatMap((e) => e.fields ?? []));
  if (items.some((e) => e.media)) groups.add('signature and photo images');
  const why =
    c.reason === 'retention'
      ? `under the ${String(c.retentionDays)}-day retention policy`
      : c.reason === 'erasure'
        ? "on the organisation's request for erasure"
        : 'on request';
  const seqs = items.map((e) => e.seq).join(', ');
  return `Removed ${why}: ${[...groups].join(', ') || 'nothing'}${seqs ? ` (entries ${seqs})` : ''}. Each entry keeps its sealed hash, so the chain still verifies.`;
}

const STEP_WORDS: Readonly<Record<string, string>> = {
  pickup: 'at pickup',
  delivery: 'at delivery',
  check_in: 'at check-in',
};

/** "Piece 2 (tote) ML-0042-2-K7QM4Z": the piece an entry names. */
function pieceText(c: Record<string, unknown>): string {
  const seq = typeof c.pieceSeq === 'number' ? ` ${c.pieceSeq}` : '';
  const kind = str(c.pieceKind) ? ` (${str(c.pieceKind)})` : '';
  return `Piece${seq}${kind} ${str(c.piece) ?? ''}`.trim();
}

const labels = (v: unknown) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string').join(', ') : '');

function discrepancyText(c: Record<string, unknown>): string {
  const parts = [
    labels(c.missing) ? `missing ${labels(c.missing)}` : '',
    labels(c.unexpected) ? `unexpected ${labels(c.unexpected)}` : '',
  ].filter(Boolean);
  return `Discrepancy ${STEP_WORDS[str(c.source) ?? ''] ?? ''} for dispatch: ${parts.join('; ') || 'see dispatch'}`.replace(
    /\s+/g,
    ' ',
  );
}

export function evidenceLines(
  entry: Pick<CustodyEntry, 'kind' | 'content'>,
  formatTime: (at: Date) => string,
): EvidenceLine[] {
  const c = entry.content;
  const lines: EvidenceLine[] = [];
  if (entry.kind === 'label_scanned') lines.push({ text: `Label scanned: ${str(c.scan)}`, alert: false });
  if (entry.kind === 'temperature_reading' || entry.kind === 'temperature_excursion') {
    const excursion = entry.kind === 'temperature_excursion';
    lines.push({
      text: `Temperature ${String(c.temperatureC)} °C (${str(c.temperatureClass)}): ${excursion ? 'out of range, excursion' : 'in range'}`,
      alert: excursion,
    });
  }
  const piece = pieceText(c);
  if (entry.kind === 'piece_scanned')
    lines.push({ text: `${piece} scanned ${STEP_WORDS[str(c.step) ?? ''] ?? ''}`.trim(), alert: false });
  if (entry.kind === 'piece_exception') {
    lines.push({
      text: `${piece} ${str(c.reason) ?? 'exception'} ${STEP_WORDS[str(c.step) ?? ''] ?? ''}: ${str(c.note) ?? ''}`,
      alert: true,
    });
  }
  if (entry.kind === 'piece_checked_in') lines.push({ text: `${piece} checked in`, alert: false });
  if (entry.kind === 'discrepancy_opened') lines.push({ text: discrepancyText(c), alert: true });
  if (entry.kind === 'discrepancy_resolved')
    lines.push({ text: `Discrepancy resolved by dispatch: ${str(c.resolution) ?? ''}`.trim(), alert: false });
  if (entry.kind === 'redacted') lines.push({ text: redactionText(c), alert: false });
  const deadline =
    c.deadline && typeof c.deadline === 'object' ? (c.deadline as Record<string, unknown>) : null;
  const due = deadline ? str(deadline.due) : null;
  if (deadline && due) {
    lines.push({
      text: `Deadline ${formatTime(new Date(due))}: ${deadline.met ? 'met' : 'missed'}`,
      alert: !deadline.met,
      met: Boolean(deadline.met),
    });
  }
  return lines;
}

export interface PiecePath {
  /** "Piece 2 of 3 (tote) ML-0042-2-K7QM4Z" */
  title: string;
  /** "labelled > scanned at pickup > damaged at delivery: lid cracked > checked in" (the PDF font has no arrow) */
  path: string;
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
    const steps = ['labelled'];
    let alert = false;
    let checkedIn = false;
    for (const e of entries) {
      if (e.content.piece !== piece.label) continue;
      const at = STEP_WORDS[str(e.content.step) ?? ''] ?? '';
      if (e.kind === 'piece_scanned') steps.push(`scanned ${at}`.trim());
      if (e.kind === 'piece_exception') {
        alert = true;
        steps.push(`${str(e.content.reason) ?? 'exception'} ${at}: ${str(e.content.note) ?? ''}`.trim());
      }
      if (e.kind === 'piece_checked_in') {
        checkedIn = true;
        steps.push('checked in');
      }
      // The desk's reading of a cold piece comes just before its check-in entry.
      if (e.kind === 'temperature_reading' || e.kind === 'temperature_excursion') {
        const excursion = e.kind === 'temperature_excursion';
        alert ||= excursion;
        steps.push(
          `${String(e.content.temperatureC)} °C ${at}${excursion ? ' (excursion)' : ''}`.replace(/\s+/g, ' '),
        );
      }
    }
    if (checkIns && !checkedIn) {
      alert = true;
      steps.push('not checked in');
    }
    return {
      title: `Piece ${piece.seq} of ${pieces.length} (${piece.kind}) ${piece.label}`,
      path: steps.join(' > '),
      alert,
    };
  });
}
