/**
 * The proof a one-off order may ask for beyond the booking form's photo: a signature and an ID
 * check at each hand-over (the service type may already need them; the client can ask for more,
 * never less).
 */
import type { UseFormReturn } from 'react-hook-form';
import type { OrderFormValues } from '@domain/orders';
import type { OrderFormOutput } from '@web/features/client-dashboard';
import { useMessages } from '@web/i18n';

export function ProofChoices({ form }: { form: UseFormReturn<OrderFormValues, unknown, OrderFormOutput> }) {
  const { t } = useMessages();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-900">{t('standing.proof.legend')}</legend>
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
        <input type="checkbox" className="size-5" {...form.register('requiresSignature')} />
        {t('standing.proof.signature')}
      </label>
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
        <input type="checkbox" className="size-5" {...form.register('requiresId')} />
        {t('standing.proof.id')}
      </label>
    </fieldset>
  );
}
