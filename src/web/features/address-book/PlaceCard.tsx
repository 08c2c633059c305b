/** One saved place: what the driver will be told, with edit and a confirmed delete. */
import { useState } from 'react';
import { MapPin, Pencil, Trash2 } from 'lucide-react';
import type { SavedPlace } from '@domain/address-book';
import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api';
import { useDeletePlace } from './api/save-place';

export function PlaceCard({ place, onEdit }: { place: SavedPlace; onEdit: () => void }) {
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
          Located by its {place.precision === 'zip' ? 'ZIP code' : 'city'}: dispatch confirms the door.
        </p>
      ) : null}
      {contact ? <p className="text-sm break-words text-slate-700">{contact}</p> : null}
      {place.accessNotes ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-600">{place.accessNotes}</p>
      ) : null}
      {remove.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(remove.error, 'The place could not be deleted. Please try again.')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        {confirming ? (
          <>
            <Button
              variant="destructive"
              size="sm"
              pending={remove.isPending}
              pendingText="Deleting…"
              onClick={() => remove.mutate(place.id)}
            >
              {`Delete ${place.label}`}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${place.label}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${place.label}…`}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
