/**
 * The booking's receiving site: the lab, hospital or bank desk at the delivery end that checks
 * the pieces in, from the directory of organisations listed as receiving sites. Shown only when
 * the directory lists any; the server checks the choice again.
 */
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/input';
import { useMessages } from '@web/i18n';
import { useReceivingSites } from './api';

export function ReceivingSiteField({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
}) {
  const { t } = useMessages();
  const sites = useReceivingSites();
  if (!sites.data || sites.data.length === 0) return null;
  return (
    <Field label={t('desk.site.label')} error={error} hint={t('desk.site.hint')}>
      <NativeSelect
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t('desk.site.none')}</option>
        {sites.data.map((site) => (
          <option key={site.id} value={site.id}>
            {site.address ? `${site.name} (${site.address})` : site.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
