/**
 * Add or change a saved place. The address is picked from the suggestions (its place id goes to the
 * server) or typed; either way the server resolves it and says so, naming the field, when it cannot.
 * The domain's schema checks the fields first, worded in the reader's language.
 */
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { savedPlaceRequest, type SavedPlace, type SavedPlaceRequest } from '@domain/address-book';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { AddressField, type AddressValue } from '@web/features/places';
import { useMessages } from '@web/i18n';
import { errorAt, placeServerErrors, useWordedResolver } from '@web/lib/forms';
import { useSavePlace } from './api/save-place';

type Props = { place: SavedPlace | null; onDone: () => void };

/** What the schema hands the save: trimmed, an empty optional field as null. */
type PlaceRequest = z.output<typeof savedPlaceRequest>;

type PlaceValues = {
  label: string;
  /** The address as the field holds it: its words, and the picked suggestion's id and point. */
  address: AddressValue;
  contactName: string;
  contactPhone: string;
  accessNotes: string;
};

/** The request the form stands for: the address's words and its place id, as the server takes them. */
const toRequest = ({ address, ...rest }: PlaceValues): SavedPlaceRequest => ({
  ...rest,
  address: address.address,
  placeId: address.placeId ?? null,
});

const valuesOf = (place: SavedPlace | null): PlaceValues => ({
  label: place?.label ?? '',
  address: place
    ? {
        address: place.address,
        placeId: place.placeId,
        latitude: Number(place.latitude),
        longitude: Number(place.longitude),
        precision: place.precision,
      }
    : { address: '', latitude: null, longitude: null, placeId: null, precision: null },
  contactName: place?.contactName ?? '',
  contactPhone: place?.contactPhone ?? '',
  accessNotes: place?.accessNotes ?? '',
});

export function PlaceForm({ place, onDone }: Props) {
  const { t, errorText, fieldErrorList } = useMessages();
  const save = useSavePlace();
  const resolver = useWordedResolver(savedPlaceRequest, toRequest);
  const form = useForm<PlaceValues, unknown, PlaceRequest>({ resolver, defaultValues: valuesOf(place) });
  // A refusal that names no field of the form: said under the form.
  const [failure, setFailure] = useState<unknown>(null);
  const errors = form.formState.errors;

  const submit = form.handleSubmit((body) => {
    setFailure(null);
    save.mutate(
      { id: place?.id ?? null, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!placeServerErrors(form, error, fieldErrorList)) setFailure(error);
        },
      },
    );
  });

  const title = place ? t('book.editLabel', { label: place.label }) : t('book.addPlace');
  return (
    <Card aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <Field label={t('book.form.name')} error={errors.label?.message} hint={t('book.form.nameHint')}>
            <Input maxLength={80} {...form.register('label')} />
          </Field>
          <Controller
            control={form.control}
            name="address"
            render={({ field }) => (
              <AddressField
                label={t('book.form.address')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errorAt(errors, 'address') ?? errorAt(errors, 'placeId')}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('book.form.contactName')} error={errors.contactName?.message}>
              <Input {...form.register('contactName')} />
            </Field>
            <Field label={t('book.form.contactPhone')} error={errors.contactPhone?.message}>
              <Input type="tel" placeholder="(713) 555-0100" {...form.register('contactPhone')} />
            </Field>
          </div>
          <Field
            label={t('book.form.accessNotes')}
            error={errors.accessNotes?.message}
            hint={t('book.form.accessHint')}
          >
            <Textarea rows={2} maxLength={500} {...form.register('accessNotes')} />
          </Field>
          {failure ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(failure, 'book.form.failed')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" pending={save.isPending} pendingText={t('book.form.saving')}>
              {t('book.form.save')}
            </Button>
            <Button type="button" variant="ghost" onClick={onDone}>
              {t('book.form.cancel')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
