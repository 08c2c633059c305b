/**
 * Who pays and who receives, for every form that books an order: the cost centre, the receiving
 * site and the recipient's language, held in the booking form itself so the shared schema checks
 * them like any other field and a server refusal lands beside the one it names.
 */
import { Controller, type UseFormReturn } from 'react-hook-form';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@domain/languages';
import type { OrderFormValues } from '@domain/orders';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/input';
import { CostCentreField } from '@web/features/organization';
import { ReceivingSiteField } from '@web/features/receiving';
import { useMessages } from '@web/i18n';
import type { OrderFormOutput } from './submit-order';

export function BookingTagsFields({
  form,
}: {
  form: UseFormReturn<OrderFormValues, unknown, OrderFormOutput>;
}) {
  const { t } = useMessages();
  return (
    <>
      <Controller
        control={form.control}
        name="costCentre"
        render={({ field, fieldState }) => (
          <CostCentreField
            value={field.value ?? ''}
            onChange={(v) => field.onChange(v || null)}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="deliveryOrganizationId"
        render={({ field, fieldState }) => (
          <ReceivingSiteField
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="recipientLanguage"
        render={({ field, fieldState }) => (
          <Field
            label={t('client.form.recipientLanguage')}
            hint={t('client.form.recipientLanguageHint')}
            error={fieldState.error?.message}
            className="max-w-xs"
          >
            <NativeSelect
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange((e.target.value || null) as Language | null)}
            >
              <option value="">{t('client.form.recipientLanguageNone')}</option>
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
      />
    </>
  );
}
