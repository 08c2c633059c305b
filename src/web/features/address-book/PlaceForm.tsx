/**
 * Add or change a saved place. The address is picked from the suggestions (its place id goes to the
 * server) or typed; either way the server resolves it and says so, naming the field, when it cannot.
 */
import { useState, type FormEvent } from 'react';
import type { SavedPlace } from '@domain/address-book';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { AddressField, type AddressValue } from '@web/features/places';
import { useMessages } from '@web/i18n';
import { useSavePlace } from './api/save-place';

type Props = { place: SavedPlace | null; onDone: () => void };

export function PlaceForm({ place, onDone }: Props) {
  const { t, errorText, fieldErrors } = useMessages();
  const save = useSavePlace();
  const [label, setLabel] = useState(place?.label ?? '');
  const [address, setAddress] = useState<AddressValue>(
    place
      ? {
          address: place.address,
          placeId: place.placeId,
          latitude: Number(place.latitude),
          longitude: Number(place.longitude),
          precision: place.precision,
        }
      : { address: '', latitude: null, longitude: null, placeId: null, precision: null },
  );
  const [contactName, setContactName] = useState(place?.contactName ?? '');
  const [contactPhone, setContactPhone] = useState(place?.contactPhone ?? '');
  const [accessNotes, setAccessNotes] = useState(place?.accessNotes ?? '');
  const errors = save.isError ? fieldErrors(save.error) : {};
  const addressError = errors.address ?? errors.placeId;
  const named = ['label', 'address', 'placeId', 'contactName', 'contactPhone', 'accessNotes'];
  const otherError = save.isError && !named.some((n) => errors[n]);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        id: place?.id ?? null,
        body: {
          label,
          address: address.address,
          placeId: address.placeId ?? null,
          contactName,
          contactPhone,
          accessNotes,
        },
      },
      { onSuccess: onDone },
    );
  }

  const title = place ? t('book.editLabel', { label: place.label }) : t('book.addPlace');
  return (
    <Card aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label={t('book.form.name')} error={errors.label} hint={t('book.form.nameHint')}>
            <Input value={label} maxLength={80} onChange={(e) => setLabel(e.target.value)} />
          </Field>
          <AddressField
            label={t('book.form.address')}
            value={address}
            onChange={setAddress}
            error={addressError}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('book.form.contactName')} error={errors.contactName}>
              <Input value={contactName} onChange={(e) => setContactName(e.target.value)} />
            </Field>
            <Field label={t('book.form.contactPhone')} error={errors.contactPhone}>
              <Input
                type="tel"
                placeholder="(713) 555-0100"
                value={contactPhone}
                onChange={(e) => setContactPhone(e.target.value)}
              />
            </Field>
          </div>
          <Field
            label={t('book.form.accessNotes')}
            error={errors.accessNotes}
            hint={t('book.form.accessHint')}
          >
            <Textarea
              rows={2}
              maxLength={500}
              value={accessNotes}
              onChange={(e) => setAccessNotes(e.target.value)}
            />
          </Field>
          {otherError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(save.error, 'book.form.failed')}
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
