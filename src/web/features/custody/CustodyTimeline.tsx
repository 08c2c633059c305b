/**
 * The ledger's entries, oldest first: what happened, when (viewer's locale), who did it, where,
 * the proof taken with its signature image, and the entry's hashes, so a printed copy carries
 * everything needed to check it by hand.
 */
import { EvidenceBlock } from '@web/components/medical';
import { AlertTriangle, MapPin, PenLine, User } from 'lucide-react';
import { useMessages } from '@web/i18n';
import { cn } from '@web/lib/utils';
import type { CustodyEntryResponse as CustodyEntry } from '@domain/custody-answers';
import { hashedText } from './browser-check';
import { actorLabel, entryTime, idLabel, kindLabel, positionLabel, useCustodyWords } from './custody-format';

type Props = { orderId: number; entries: readonly CustodyEntry[]; brokenAt: number | null };

export function CustodyTimeline({ orderId, entries, brokenAt }: Props) {
  const { t } = useMessages();
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t('custody.none')}</p>;
  return (
    <ol aria-label={t('custody.timelineLabel')} className="space-y-0">
      {entries.map((entry, i) => (
        <EntryItem
          key={entry.seq}
          orderId={orderId}
          entry={entry}
          last={i === entries.length - 1}
          broken={brokenAt !== null && entry.seq === brokenAt}
        />
      ))}
    </ol>
  );
}

type EntryProps = { orderId: number; entry: CustodyEntry; last: boolean; broken: boolean };

function EntryItem({ orderId, entry, last, broken }: EntryProps) {
  const { t, locale } = useMessages();
  const word = useCustodyWords();
  const where = positionLabel(entry);
  const position = where ? word(where) : null;
  return (
    <li
      data-testid="custody-entry"
      data-kind={entry.kind}
      data-broken={broken ? 'true' : undefined}
      className="relative flex gap-3 pb-6 break-inside-avoid last:pb-0"
    >
      {last ? null : (
        <span
          aria-hidden="true"
          className="absolute top-8 bottom-0 left-4 w-0.5 -translate-x-1/2 bg-slate-200"
        />
      )}
      <span
        aria-hidden="true"
        className={cn(
          'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
          broken ? 'bg-red-700 text-white' : 'bg-teal-700 text-white',
        )}
      >
        {entry.seq}
      </span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="font-semibold text-slate-900">
            <span className="sr-only">{t('custody.entry', { seq: entry.seq })} </span>
            {word(kindLabel(entry.kind))}
          </h3>
          <time dateTime={entry.at} className="text-sm text-slate-700">
            {entryTime(entry.at, locale)}
          </time>
        </div>
        {broken ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-red-800">
            <AlertTriangle className="size-4" aria-hidden="true" />
            {t('custody.broken')}
          </p>
        ) : null}
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <User className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
          <span>
            <span className="sr-only">{t('custody.by')} </span>
            {word(actorLabel(entry.actor))}
          </span>
        </p>
        {position ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <MapPin className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
            <span>
              <span className="sr-only">{t('custody.position')} </span>
              {position}
            </span>
          </p>
        ) : null}
        {entry.proof ? <ProofBlock proof={entry.proof} /> : null}
        <EvidenceBlock entry={entry} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 font-mono text-[11px] leading-snug text-slate-500">
          <dt>prev</dt>
          <dd className="break-all">{entry.prevHash}</dd>
          <dt>hash</dt>
          <dd className="break-all" data-testid="entry-hash">
            {entry.hash}
          </dd>
        </dl>
        {/* The exact text behind the hash, for anyone checking with their own SHA-256 tool. */}
        <details className="text-xs text-slate-600 print:hidden">
          <summary className="cursor-pointer py-1">{t('custody.hashedText')}</summary>
          <pre data-testid="hashed-text" className="font-mono text-[11px] break-all whitespace-pre-wrap">
            {hashedText(orderId, entry)}
          </pre>
        </details>
      </div>
    </li>
  );
}

function ProofBlock({ proof }: { proof: NonNullable<CustodyEntry['proof']> }) {
  const { t } = useMessages();
  const word = useCustodyWords();
  const checked = idLabel(proof);
  const id = checked ? word(checked) : null;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="flex items-center gap-1.5 font-medium text-slate-900">
        <PenLine className="size-3.5 text-teal-700" aria-hidden="true" />
        {t('custody.signedBy', { name: proof.name })}
      </p>
      {id ? <p className="text-slate-700">{t('custody.idChecked', { id })}</p> : null}
      {proof.signatureMethod === 'typed' ? (
        <p className="text-slate-700">
          {t('custody.typed')} <span className="font-medium">{proof.typedName}</span>
        </p>
      ) : null}
      {proof.signature ? (
        <img
          src={proof.signature}
          alt={t('custody.signatureOf', { name: proof.name })}
          className="mt-2 h-20 w-auto max-w-full rounded border border-slate-200 bg-white object-contain"
        />
      ) : null}
    </div>
  );
}
