/**
 * What a custody entry shows on the certificate: the label scanned, a temperature reading (an
 * excursion in red), the photo taken, and for a hand-over whether its deadline was met. The words
 * are the domain's (the PDF says the same); everything shown is the entry's own hashed content
 * (the photo is checked against its hash by the server's verification); user text is rendered as text.
 */
import type { CustodyEntryResponse } from '@domain/custody-answers';
import { evidenceLines } from '@domain/custody-wording';

const when = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const str = (v: unknown) => (typeof v === 'string' ? v : null);

export function EvidenceBlock({ entry }: { entry: CustodyEntryResponse }) {
  const lines = evidenceLines(entry, (at) => when.format(at));
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
          alt={`Photo taken at ${str(entry.content.step) ?? 'the hand-over'}`}
          className="mt-1 max-h-48 w-auto max-w-full rounded border border-slate-200 object-contain"
        />
      ) : null}
    </>
  );
}
