/** The certificate's per-piece summary: each piece's path from its label to its check-in. */
import { piecePaths } from '@domain/custody-wording';
import type { CustodyEntryResponse } from '@domain/custody-answers';
import { useMessages } from '@web/i18n';
import { useCustodyWords } from './custody-format';

export function PiecePaths({ entries }: { entries: readonly CustodyEntryResponse[] }) {
  const { t } = useMessages();
  const word = useCustodyWords();
  const paths = piecePaths(entries).map((piece) => ({
    title: word(piece.title),
    path: piece.steps.map(word).join(' > '),
    alert: piece.alert,
  }));
  if (paths.length === 0) return null;
  return (
    <section aria-labelledby="pieces" className="space-y-2">
      <h2 id="pieces" className="text-base font-semibold text-slate-900">
        {t('custody.pieces')}
      </h2>
      <ul className="space-y-2 text-sm">
        {paths.map((piece) => (
          <li key={piece.title}>
            <p className="font-medium break-all text-slate-900">{piece.title}</p>
            <p className={piece.alert ? 'text-red-800' : 'text-slate-700'}>{piece.path}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
