/**
 * What both rate editors end with: the preview's figures (the lines, then the totals in bold) and
 * the save footer (what was saved, what is wrong, the button), so the two screens read alike.
 */
import type { ReactNode } from 'react';
import { Save } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n';

export function PreviewFigures({
  label,
  lines,
  totals,
}: {
  label: string;
  /** The rows a total is made of (a <dt>/<dd> pair each). */
  lines: ReactNode;
  totals: readonly { label: string; amount: string; testId: string }[];
}) {
  const { money } = useMessages();
  return (
    <dl aria-label={label} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {lines}
      {totals.map((total, i) => (
        <div key={total.testId} className="contents">
          <dt
            className={
              i === 0
                ? 'border-t border-slate-200 pt-1 font-semibold text-slate-900'
                : 'font-semibold text-slate-900'
            }
          >
            {total.label}
          </dt>
          <dd
            className={
              i === 0
                ? 'border-t border-slate-200 pt-1 text-right font-semibold tabular-nums'
                : 'text-right font-semibold tabular-nums'
            }
            data-testid={total.testId}
          >
            {money(total.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function SaveFooter({
  saved,
  invalid,
  failed,
  pending,
  saveLabel,
}: {
  /** What the last save did, in words; null before one or once the form changes again. */
  saved: string | null;
  /** The last save attempt found fields in error. */
  invalid: boolean;
  /** The save failed without naming a field. */
  failed: string | null;
  pending: boolean;
  saveLabel: string;
}) {
  const { t } = useMessages();
  return (
    <>
      {saved ? (
        <p role="status" className="text-sm text-teal-900">
          {saved}
        </p>
      ) : null}
      {invalid ? (
        <p role="alert" className="text-sm text-red-700">
          {t('rates.fixFields')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {failed}
        </p>
      ) : null}
      <Button type="submit" pending={pending} pendingText={t('rates.saving')}>
        <Save aria-hidden="true" />
        {saveLabel}
      </Button>
    </>
  );
}
