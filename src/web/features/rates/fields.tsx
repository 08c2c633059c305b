/** The small inputs the two editors are made of: a labelled text box with its error tied to it. */
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';

type TextProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  /** 'decimal' for money and miles, 'numeric' for whole hours and minutes. */
  inputMode?: 'decimal' | 'numeric' | 'text';
  type?: 'text' | 'date';
  placeholder?: string;
  className?: string;
};

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  inputMode,
  type,
  placeholder,
  className,
}: TextProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      <Input
        type={type ?? 'text'}
        inputMode={inputMode}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  error,
  className,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string | undefined;
  className?: string;
}) {
  return (
    <Field label={label} error={error} className={className}>
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

export const FIELDSET = 'space-y-3 rounded-lg border border-slate-200 bg-white p-4';
export const LEGEND = 'px-1 text-sm font-semibold text-slate-900';
export const GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';
