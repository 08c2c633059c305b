/**
 * The small inputs the two editors are made of: a labelled box with its error tied to it. A field
 * of the form takes react-hook-form's `register(...)`; a sample for the preview, `onValue`.
 */
import type { ComponentProps } from 'react';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';

type TextProps = Omit<ComponentProps<'input'>, 'className' | 'type' | 'inputMode'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** 'decimal' for money and miles, 'numeric' for whole hours and minutes. */
  inputMode?: 'decimal' | 'numeric' | 'text';
  type?: 'text' | 'date';
  className?: string;
  onValue?: (value: string) => void;
};

export function TextField({ label, error, hint, className, type, onValue, onChange, ...input }: TextProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      <Input
        type={type ?? 'text'}
        {...input}
        onChange={(e) => {
          onChange?.(e);
          onValue?.(e.target.value);
        }}
      />
    </Field>
  );
}

type SelectProps = Omit<ComponentProps<'select'>, 'className' | 'children'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  className?: string;
  onValue?: (value: string) => void;
};

export function SelectField({ label, options, error, className, onValue, onChange, ...select }: SelectProps) {
  return (
    <Field label={label} error={error} className={className}>
      <NativeSelect
        {...select}
        onChange={(e) => {
          onChange?.(e);
          onValue?.(e.target.value);
        }}
      >
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
