/**
 * The owner lists the organisation as a receiving site: bookers of other organisations can then
 * name it as the delivery end of an order, and its receiving staff (invited with the receiving
 * role) check the pieces in at the desk.
 */
import { useId } from 'react';
import { Link } from 'wouter';
import { Switch } from '@web/components/ui/switch';
import { useMessages } from '@web/i18n';
import { useSetReceivingSite } from './api';

export function ReceivingSiteSection({
  organization,
}: {
  organization: { id: number; name: string; receivingSite: boolean };
}) {
  const { t, errorText } = useMessages();
  const set = useSetReceivingSite(organization.id);
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('receivingSite.title')}
      </h2>
      <div className="flex items-start gap-3">
        <Switch
          id={id}
          checked={organization.receivingSite}
          disabled={set.isPending}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(checked) => set.mutate(checked)}
        />
        <div className="space-y-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-900">
            {t('receivingSite.list', { organization: organization.name })}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {t('receivingSite.hint')}
          </p>
        </div>
      </div>
      {organization.receivingSite ? (
        <Link href="/receiving" className="inline-block text-sm font-medium text-teal-800 underline">
          {t('receivingSite.open')}
        </Link>
      ) : null}
      {set.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(set.error, 'receivingSite.failed')}
        </p>
      ) : null}
    </section>
  );
}
