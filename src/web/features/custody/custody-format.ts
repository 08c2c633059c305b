/**
 * How the certificate words an entry. The sentences are the domain's (custody-wording.ts), shared
 * with the PDF the server draws; the page words them from its catalogue in the viewer's language.
 */
import { sayPhrase, type Phrase } from '@domain/custody-wording';
import { useMessages } from '@web/i18n';

export {
  actorLabel,
  coordinatesLabel,
  idLabel,
  kindLabel,
  positionLabel,
  verdict,
} from '@domain/custody-wording';

/** A certificate phrase in the viewer's language. */
export function useCustodyWords(): (p: Phrase) => string {
  const { t } = useMessages();
  return (p) => sayPhrase(p, t);
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
