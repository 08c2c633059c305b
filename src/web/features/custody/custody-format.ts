/**
 * How the certificate words an entry. The words themselves are the domain's (custody-wording.ts),
 * shared with the PDF the server draws; only the viewer's own clock is the page's.
 */
export {
  actorLabel,
  coordinatesLabel,
  idLabel,
  kindLabel,
  positionLabel,
  verdict,
} from '@domain/custody-wording';

/**
 * The time in the viewer's own locale and time zone, with seconds and the zone's name: a
 * certificate is read later and elsewhere, so "3:45 PM" alone would be ambiguous.
 */
export function entryTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long' }).format(date);
}
