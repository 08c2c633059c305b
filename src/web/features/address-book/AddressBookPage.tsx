/** The client's address book: saved places to book from, and the templates that use them. */
import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { SavedPlace } from '@domain/address-book';
import { PageHeader } from '@web/components/PageHeader';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n';
import { useSavedPlaces } from './api/list-saved-places';
import { PlaceCard } from './PlaceCard';
import { PlaceForm } from './PlaceForm';
import { TemplateList } from './TemplateList';

export function AddressBookPage() {
  const { t, errorText } = useMessages();
  const places = useSavedPlaces();
  // null: no form open; 'new': adding; a place: changing that one.
  const [editing, setEditing] = useState<SavedPlace | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title={t('book.title')}
        description={t('book.description')}
        actions={
          editing === null ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              {t('book.addPlace')}
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
            {t('book.savedPlaces')}
          </h2>
          {places.isPending ? (
            <PageSpinner label={t('book.loadingPlaces')} />
          ) : places.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(places.error, 'book.placesFailed')}
            </p>
          ) : places.data.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-600">
              {t('book.noPlaces')}
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
