/**
 * "From address book" for one end of the booking form: a native select (keyboard and screen
 * readers know it), listing the client's saved places by label. Choosing one hands it to the form.
 */
import { useId } from 'react';
import type { SavedPlace } from '@domain/address-book';
import { Label } from '@web/components/ui/label';
import { useMessages } from '@web/i18n';
import { useSavedPlaces } from './api/list-saved-places';

type Props = { title: string; onPick: (place: SavedPlace) => void };

export function SavedPlacePicker({ title, onPick }: Props) {
  const { t } = useMessages();
  const id = useId();
  const places = useSavedPlaces();
  if (places.isPending || places.isError) return null;
  // Nothing saved yet: no extra stop between the form's fields (the menu links the address book).
  if (places.data.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('book.picker.label', { end: title })}</Label>
      <select
        id={id}
        value=""
        onChange={(e) => {
          const place = places.data.find((p) => String(p.id) === e.target.value);
          if (place) onPick(place);
        }}
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        <option value="">{t('book.picker.choose')}</option>
        {places.data.map((place) => (
          <option key={place.id} value={place.id}>
            {`${place.label} · ${place.address}`}
          </option>
        ))}
      </select>
    </div>
  );
}
