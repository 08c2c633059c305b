/**
 * The booking's cost centre: shown only when the organisation has any, one of its list or none
 * (the server refuses any other name).
 */
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/input';
import { useMessages } from '@web/i18n';
import { useMyOrganization } from './api';

export function CostCentreField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useMessages();
  const organization = useMyOrganization();
  const costCentres = organization.data?.organization.costCentres ?? [];
  if (costCentres.length === 0) return null;
  return (
    <Field label={t('costCentre.label')} error={error} hint={t('costCentre.hint')}>
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('costCentre.none')}</option>
        {costCentres.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
