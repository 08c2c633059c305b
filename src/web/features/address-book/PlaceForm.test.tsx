// @vitest-environment jsdom
/**
 * A saved place's form in Spanish: the domain's schema refuses what is wrong before any call, in
 * Spanish, under the field; what the server refuses lands on the field its answer names, in Spanish.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedPlace } from '@domain/address-book';
import { ES } from '@web/i18n/catalogue/es';
import { MessagesProvider } from '@web/i18n/MessagesProvider';
import { createQueryClient } from '@web/lib/query-client';
import { PlaceForm } from './PlaceForm';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
/** The calls that save a place (the address field may ask for suggestions on its own). */
const saves = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/saved-places'));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PLACE: SavedPlace = {
  id: 7,
  clientId: 3,
  label: 'Laboratorio',
  address: '1200 Main St, Houston, TX 77002',
  placeId: 'geo:29.75,-95.36',
  latitude: '29.7500000',
  longitude: '-95.3600000',
  state: 'TX',
  precision: 'street',
  contactName: null,
  contactPhone: null,
  accessNotes: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
};

function renderForm(place: SavedPlace | null) {
  const onDone = vi.fn();
  render(
    <MessagesProvider language="es" messages={ES}>
      <QueryClientProvider client={createQueryClient()}>
        <PlaceForm place={place} onDone={onDone} />
      </QueryClientProvider>
    </MessagesProvider>,
  );
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar lugar' }));
  return { field, fill, save, onDone };
}

describe('PlaceForm in Spanish', () => {
  it('refuses an empty name and address and a wrong phone in Spanish, before any call', async () => {
    const { field, fill, save } = renderForm(null);
    fill('Teléfono del contacto', 'llámeme');
    save();
    expect(await screen.findByText(ES['validation.rule.phone'])).toBeTruthy();
    expect(screen.getAllByText(ES['validation.required'])).toHaveLength(2);
    expect(field('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(field('Teléfono del contacto').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Nombre'));
    expect(screen.queryByText(/required|phone number/i)).toBeNull();
    expect(saves()).toEqual([]);
  });

  it('puts a name the server refuses under the name, in Spanish, and sends the checked request', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/saved-places')
        ? json(409, {
            message: 'You already have one named "Clínica"',
            code: 'NAME_TAKEN',
            errors: [{ path: 'label', message: 'Already used' }],
          })
        : json(200, { suggestions: [] }),
    );
    const { field, fill, save, onDone } = renderForm(PLACE);
    fill('Nombre', '  Clínica ');
    fill('Notas de acceso', 'Muelle B');
    save();
    expect(await screen.findByText(ES['error.NAME_TAKEN'])).toBeTruthy();
    expect(field('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/already/i)).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    expect(saves()).toHaveLength(1);
    const [url, init] = saves()[0]!;
    expect(url).toBe('/api/saved-places/7');
    expect(JSON.parse(String(init?.body))).toEqual({
      label: 'Clínica',
      address: PLACE.address,
      placeId: PLACE.placeId,
      contactName: null,
      contactPhone: null,
      accessNotes: 'Muelle B',
    });
  });
});
