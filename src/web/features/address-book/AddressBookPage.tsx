/** The client's address book: saved places to book from, and the templates that use them. */
import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { SavedPlace } from '@domain/address-book';
import { PageHeader } from '@web/components/PageHeader';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { serverMessage } from '@web/lib/api';
import { useSavedPlaces } from './api/list-saved-places';
import { PlaceCard } from './PlaceCard';
import { PlaceForm } from './PlaceForm';
import { TemplateList } from './TemplateList';

export function AddressBookPage() {
  const places = useSavedPlaces();
  // null: no form open; 'new': adding; a place: changing that one.
  const [editing, setEditing] = useState<SavedPlace | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title="Address book"
        description="The clinics, labs and pharmacies you send to often. Choose them on the booking form instead of typing."
        actions={
          editing === null ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              Add a place
            </Button>
          ) : null
        }
      />
      <div className="space-y-6">
        {editing !== null ? (
          <PlaceForm
            key={editing === 'new' ? 'new' : editing.id}
            place={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
        <section aria-labelledby="places-title" className="space-y-3">
          <h2 id="places-title" className="text-lg font-semibold text-slate-900">
            Saved places
          </h2>
          {places.isPending ? (
            <PageSpinner label="Loading saved places…" />
          ) : places.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {serverMessage(places.error, 'Saved places could not be loaded. Please reload the page.')}
            </p>
          ) : places.data.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-600">
              No saved places yet. Add the places you pick up from and deliver to most, with who to ask for
              and how to get in; the booking form then fills them in for you.
            </p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {places.data.map((place) => (
                <PlaceCard key={place.id} place={place} onEdit={() => setEditing(place)} />
              ))}
            </ul>
          )}
        </section>
        <TemplateList />
      </div>
    </>
  );
}
