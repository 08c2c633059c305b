/** The rows a refused import names: row, column and why, as a table a screen reader can walk. */
import { useMessages } from '@web/i18n/use-messages';
import { problemText } from './problem-words';
import type { ShownProblem } from './upload-import';

/** Each problem worded by its code in the reader's language (problem-words.ts). */
export function ImportProblemsTable({ problems }: { problems: ShownProblem[] }) {
  const { t, count, language } = useMessages();
  return (
    // Scrolls sideways on a phone rather than squeezing the messages into one word per line.
    <div
      className="overflow-x-auto rounded-lg border border-slate-200"
      tabIndex={0}
      aria-label={t('orderImport.problems')}
    >
      <table className="w-full min-w-[22rem] text-left text-sm">
        <caption className="sr-only">{t('orderImport.problemsCaption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('orderImport.row')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('orderImport.column')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('orderImport.problem')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {problems.map((p, i) => (
            <tr key={`${p.row}-${p.column ?? ''}-${i}`}>
              <td className="px-3 py-2 tabular-nums text-slate-900">
                {p.row === 0 ? t('orderImport.header') : count(p.row)}
              </td>
              <td className="px-3 py-2 font-mono text-xs text-slate-800">{p.column ?? '—'}</td>
              <td className="px-3 py-2 text-slate-800">{problemText(p, t, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
