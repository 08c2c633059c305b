/** One saved place: what the driver will be told, with edit and a confirmed delete. */
import { useState } from 'react';
import { MapPin, Pencil, Trash2 } from 'lucide-react';
import type { SavedPlace } from '@domain/address-book';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n';
import { useDeletePlace } from './api/save-place';

export function PlaceCard({ place, onEdit }: { place: SavedPlace; onEdit: () => void }) {
  const { t, errorText } = useMessages();
  const remove = useDeletePlace();
  const [confirming, setConfirming] = useState(false);
  const contact = [place.contactName, place.contactPhone].filter(Boolean).join(' · ');
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" aria-label={place.label}>
      <h3 className="font-semibold break-words text-slate-900">{place.label}</h3>
      <p className="flex items-start gap-2 text-sm break-words text-slate-700">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{place.address}</span>
      </p>
      {place.precision !== 'street' ? (
        <p className="text-xs text-slate-600">
          {t('book.located', {
            by: t(place.precision === 'zip' ? 'book.located.zip' : 'book.located.city'),
          })}
        </p>
      ) : null}
      {contact ? <p className="text-sm break-words text-slate-700">{contact}</p> : null}
      {place.accessNotes ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-600">{place.accessNotes}</p>
      ) : null}
      {remove.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(remove.error, 'book.deleteFailed')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        {confirming ? (
          <>
            <Button
              variant="destructive"
              size="sm"
              pending={remove.isPending}
              pendingText={t('book.deleting')}
              onClick={() => remove.mutate(place.id)}
            >
              {t('book.deletePlace', { label: place.label })}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t('book.keep')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={onEdit}
              aria-label={t('book.editLabel', { label: place.label })}
            >
              <Pencil aria-hidden="true" />
              {t('book.edit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirming(true)}
              aria-label={t('book.deleteLabel', { label: place.label })}
            >
              <Trash2 aria-hidden="true" />
              {t('book.delete')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
