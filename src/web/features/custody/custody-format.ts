/** How the certificate words an entry: pure, so the page and its tests read the same text. */
import {
  CUSTODY_KIND_LABELS,
  type CustodyEntryResponse as CustodyEntry,
  type CustodyResponse,
} from '@domain/custody';
import { ID_TYPE_LABELS, type IdType } from '@domain/proof';

const ROLE_LABELS: Readonly<Record<CustodyEntry['actor']['role'], string>> = {
  client: 'Client',
  driver: 'Driver',
  admin: 'Dispatch',
  system: 'System',
};

/** "Picked up"; a kind this page does not know yet is shown as its raw name rather than hidden. */
export function kindLabel(kind: string): string {
  return (CUSTODY_KIND_LABELS as Readonly<Record<string, string>>)[kind] ?? kind.replace(/_/g, ' ');
}

/** "Marcus Johnson (Driver)"; the system acts without a person. */
export function actorLabel(actor: CustodyEntry['actor']): string {
  const role = ROLE_LABELS[actor.role] ?? actor.role;
  return actor.role === 'system' || !actor.name ? role : `${actor.name} (${role})`;
}

/**
 * The time in the viewer's own locale and time zone, with seconds and the zone's name: a
 * certificate is read later and elsewhere, so "3:45 PM" alone would be ambiguous.
 */
export function entryTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long' }).format(date);
}

/** "29.70410, -95.40100": five decimals is about a metre, as precise as a phone's fix. */
export function positionLabel(position: CustodyEntry['position']): string | null {
  if (!position) return null;
  return `${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}`;
}

/** "Driver's license ending 4821", or null when no ID was checked. */
export function idLabel(proof: NonNullable<CustodyEntry['proof']>): string | null {
  if (!proof.idType && !proof.idLast4) return null;
  const type = proof.idType
    ? ((ID_TYPE_LABELS as Readonly<Record<string, string>>)[proof.idType as IdType] ?? proof.idType)
    : 'ID';
  return proof.idLast4 ? `${type} ending ${proof.idLast4}` : type;
}

/** The one-line verdict of the verification, for the banner and for screen readers. */
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
