/** One end of the run: the address with autocomplete and verification, then who is there. */
import { useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { AddressPrecision } from '@domain/addresses';
import type { OrderFormValues } from '@domain/orders';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { AddressField } from '@web/features/places';
import { useMessages } from '@web/i18n';
import { SavedPlacePicker } from '@web/features/address-book';
import { accessLine, placeToEnd, withLine } from '@web/features/address-book';
import type { OrderFormOutput } from './submit-order';

type Props = {
  form: UseFormReturn<OrderFormValues, unknown, OrderFormOutput>;
  end: 'pickup' | 'delivery';
  onAddressBlur: () => void;
};

export function AddressSection({ form, end, onAddressBlur }: Props) {
  const { t } = useMessages();
  const title = t(end === 'pickup' ? 'client.address.pickup' : 'client.address.delivery');
  const lat = `${end}Latitude` as const;
  const lng = `${end}Longitude` as const;
  const placeIdField = `${end}PlaceId` as const;
  const [latitude, longitude] = useWatch({ control: form.control, name: [lat, lng] });
  // Kept beside the form's fields: only the banner needs it; the server decides it again anyway.
  const [precision, setPrecision] = useState<AddressPrecision | null>(null);
  const { errors, isSubmitted } = form.formState;

  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      <SavedPlacePicker
        title={title}
        onPick={(place) => {
          // The saved place's words and place id: the server resolves the same place.
          for (const [name, value] of Object.entries(placeToEnd(place, end))) {
            form.setValue(name as keyof OrderFormValues, value as never, { shouldDirty: true });
          }
          setPrecision(place.precision);
          const notes = withLine(form.getValues('specialInstructions'), accessLine(place, end));
          form.setValue('specialInstructions', notes, { shouldDirty: true });
          if (isSubmitted) void form.trigger();
          onAddressBlur();
        }}
      />
      <Controller
        control={form.control}
        name={`${end}Address`}
        render={({ field, fieldState }) => (
          <AddressField
            label={t(`address.field.${end}`)}
            value={{
              address: field.value ?? '',
              latitude: latitude ?? null,
              longitude: longitude ?? null,
              precision,
            }}
            onChange={(next) => {
              field.onChange(next.address);
              // Coordinates only ever arrive with a picked suggestion and leave with any edit.
              form.setValue(lat, next.latitude);
              form.setValue(lng, next.longitude);
              // The server resolves the order's point from the picked suggestion.
              form.setValue(placeIdField, next.placeId ?? null);
              setPrecision(next.precision ?? null);
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
        <Field
          label={t(
            end === 'pickup' ? 'client.address.pickupContactName' : 'client.address.deliveryContactName',
          )}
          error={errors[`${end}ContactName`]?.message}
        >
          <Input autoComplete="off" {...form.register(`${end}ContactName`)} />
        </Field>
        <Field
          label={t(
            end === 'pickup' ? 'client.address.pickupContactPhone' : 'client.address.deliveryContactPhone',
          )}
          error={errors[`${end}ContactPhone`]?.message}
        >
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
