/**
 * What a custody entry of issue 18 shows on the certificate: the label scanned, a temperature
 * reading (an excursion in red), the photo taken, and for a hand-over whether its deadline was
 * met. Everything shown is the entry's own hashed content (the photo is checked against its hash
 * by the server's verification); user text is rendered as text.
 */
import type { CustodyEntryResponse } from '@domain/custody';

const when = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const str = (v: unknown) => (typeof v === 'string' ? v : null);

export function EvidenceBlock({ entry }: { entry: CustodyEntryResponse }) {
  const c = entry.content;
  const deadline =
    c.deadline && typeof c.deadline === 'object' ? (c.deadline as Record<string, unknown>) : null;
  const due = deadline ? str(deadline.due) : null;
  return (
    <>
      {entry.kind === 'label_scanned' ? (
        <p className="text-sm text-slate-800">Label scanned: {str(c.scan)}</p>
      ) : null}
      {entry.kind === 'temperature_reading' || entry.kind === 'temperature_excursion' ? (
        <p
          className={
            entry.kind === 'temperature_excursion'
              ? 'text-sm font-semibold text-red-800'
              : 'text-sm text-slate-800'
          }
        >
          Temperature {String(c.temperatureC)} °C ({str(c.temperatureClass)}):{' '}
          {entry.kind === 'temperature_excursion' ? 'out of range, excursion' : 'in range'}
        </p>
      ) : null}
      {entry.kind === 'photo_taken' && entry.photo ? (
        <img
          src={entry.photo}
          alt={`Photo taken at ${str(c.step) ?? 'the hand-over'}`}
          className="mt-1 max-h-48 w-auto max-w-full rounded border border-slate-200 object-contain"
        />
      ) : null}
      {deadline && due ? (
        <p className={deadline.met ? 'text-sm text-emerald-800' : 'text-sm font-semibold text-red-800'}>
          Deadline {when.format(new Date(due))}: {deadline.met ? 'met' : 'missed'}
        </p>
      ) : null}
    </>
  );
}
