/** One end of the run: the address with autocomplete and verification, then who is there. */
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { OrderFormValues } from '@domain/orders';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { AddressField } from '@web/features/places/AddressField';
import type { OrderFormOutput } from './submit-order';

type Props = {
  form: UseFormReturn<OrderFormValues, unknown, OrderFormOutput>;
  end: 'pickup' | 'delivery';
  onAddressBlur: () => void;
};

export function AddressSection({ form, end, onAddressBlur }: Props) {
  const title = end === 'pickup' ? 'Pickup' : 'Delivery';
  const lat = `${end}Latitude` as const;
  const lng = `${end}Longitude` as const;
  const [latitude, longitude] = useWatch({ control: form.control, name: [lat, lng] });
  const { errors, isSubmitted } = form.formState;

  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      <Controller
        control={form.control}
        name={`${end}Address`}
        render={({ field, fieldState }) => (
          <AddressField
            label={`${title} address`}
            value={{ address: field.value ?? '', latitude: latitude ?? null, longitude: longitude ?? null }}
            onChange={(next) => {
              field.onChange(next.address);
              // Coordinates only ever arrive with a picked suggestion and leave with any edit.
              form.setValue(lat, next.latitude);
              form.setValue(lng, next.longitude);
              if (isSubmitted) void form.trigger(`${end}Address`);
            }}
            onBlur={() => {
              field.onBlur();
              onAddressBlur();
            }}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={`${title} contact name`} error={errors[`${end}ContactName`]?.message}>
          <Input autoComplete="off" {...form.register(`${end}ContactName`)} />
        </Field>
        <Field label={`${title} contact phone`} error={errors[`${end}ContactPhone`]?.message}>
          <Input
            type="tel"
            autoComplete="off"
            placeholder="(713) 555-0100"
            {...form.register(`${end}ContactPhone`)}
          />
        </Field>
      </div>
    </fieldset>
  );
}
