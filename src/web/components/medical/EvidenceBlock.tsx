/**
 * What a custody entry shows on the certificate: the label scanned, a temperature reading (an
 * excursion in red), the photo taken, and for a hand-over whether its deadline was met. The
 * sentences are the domain's (the PDF says the same), worded from the catalogue in the viewer's
 * language; everything shown is the entry's own hashed content (the photo is checked against its
 * hash by the server's verification); user text is rendered as text.
 */
import type { CustodyEntryResponse } from '@domain/custody-answers';
import { evidenceLines, photoLabel, sayPhrase } from '@domain/custody-wording';
import { useMessages } from '@web/i18n';

export function EvidenceBlock({ entry }: { entry: CustodyEntryResponse }) {
  const { t, dateTime } = useMessages();
  const lines = evidenceLines(entry, (at) => dateTime(at)).map((line) => ({
    ...line,
    text: sayPhrase(line.phrase, t),
  }));
  return (
    <>
      {lines.map((line) => (
        <p
          key={line.text}
          className={
            line.alert
              ? 'text-sm font-semibold text-red-800'
              : line.met
                ? 'text-sm text-emerald-800'
                : 'text-sm text-slate-800'
          }
        >
          {line.text}
        </p>
      ))}
      {entry.kind === 'photo_taken' && entry.photo ? (
        <img
          src={entry.photo}
          alt={sayPhrase(photoLabel(entry.content), t)}
          className="mt-1 max-h-48 w-auto max-w-full rounded border border-slate-200 object-contain"
        />
      ) : null}
    </>
  );
}
