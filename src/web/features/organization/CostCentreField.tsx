/**
 * The booking's cost centre: shown only when the organisation has any, one of its list or none
 * (the server refuses any other name).
 */
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/input';
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
  const organization = useMyOrganization();
  const costCentres = organization.data?.organization.costCentres ?? [];
  if (costCentres.length === 0) return null;
  return (
    <Field label="Cost centre" error={error} hint="Optional: the department this delivery is billed to.">
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">None</option>
        {costCentres.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
