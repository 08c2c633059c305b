// @vitest-environment jsdom
/**
 * The address state machine (typed -> selected -> confirmed / cleared) and the combobox
 * keys, against a stubbed autocomplete answer: no server, no browser.
 */
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { AddressField, type AddressValue } from './AddressField';

const SUGGESTIONS = [
  {
    formatted_address: '6565 Fannin St, Houston, TX 77030',
    latitude: 29.7041,
    longitude: -95.401,
    place_id: 'a',
    precision: 'zip',
  },
  {
    formatted_address: 'Houston, TX 77008',
    latitude: 29.7991,
    longitude: -95.4118,
    place_id: 'b',
    precision: 'zip',
  },
];

let last: AddressValue = { address: '', latitude: null, longitude: null };

function Harness() {
  const [value, setValue] = useState<AddressValue>(last);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AddressField
        label="Pickup address"
        value={value}
        onChange={(next) => {
          last = next;
          setValue(next);
        }}
      />
    </QueryClientProvider>
  );
}

// The suggestions' schema arrives in a chunk of its own, beside the call: loaded once here, so the
// first test does not spend its wait on compiling the order schemas.
beforeAll(() => import('@domain/orders'));

beforeEach(() => {
  last = { address: '', latitude: null, longitude: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ suggestions: SUGGESTIONS }), { status: 200 })),
  );
  // jsdom has no layout, so no scrollIntoView.
  Element.prototype.scrollIntoView = () => {};
  render(<Harness />);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = () => screen.getByRole('combobox', { name: 'Pickup address' });

async function typeAndWaitForList(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  return screen.findAllByRole('option');
}

describe('AddressField', () => {
  it('says on its own status line when nothing matches the typed text', async () => {
    vi.mocked(fetch).mockImplementation(
      async () => new Response(JSON.stringify({ suggestions: [] }), { status: 200 }),
    );
    fireEvent.change(input(), { target: { value: '999 Nowhere Blvd' } });
    const status = screen.getByTestId('address-status');
    await vi.waitFor(() =>
      expect(status.textContent).toBe(
        'Pickup address: Not found in TX, OK, NM, AR or LA. Check the street and add the city or ZIP code.',
      ),
    );
  });

  it('picks with the arrow keys and Enter, verifies, then confirms', async () => {
    const options = await typeAndWaitForList('6565 Fannin');
    expect(options).toHaveLength(2);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/places/autocomplete?q=6565+Fannin&limit=8');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input(), { key: 'Enter' });

    expect(last).toEqual({
      address: '6565 Fannin St, Houston, TX 77030',
      latitude: 29.7041,
      longitude: -95.401,
      placeId: 'a',
      precision: 'zip',
    });
    expect(screen.queryByRole('listbox')).toBeNull();
    const status = screen.getByTestId('address-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('Pickup address: Checking the address…');
    // The input is described by its status line, so it is read with the field too.
    expect(input().getAttribute('aria-describedby')).toBe(status.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm pickup address' }));
    // One line: confirmed, and still honest that the point is the ZIP's centre.
    expect(status.textContent).toBe(
      'Pickup address: Address confirmed Approximate: pinned at the centre of ZIP 77030, not at the door. Dispatch checks the exact point before approving.',
    );
    expect(status.textContent).not.toContain('verified');
  });

  it('says under the list when the street geocoder did not answer', async () => {
    vi.mocked(fetch).mockImplementation(
      async () =>
        new Response(JSON.stringify({ suggestions: [{ ...SUGGESTIONS[0], fallback: true }] }), {
          status: 200,
        }),
    );
    await typeAndWaitForList('6565 Fannin');
    expect(screen.getByText(/^Street search is not answering/)).toBeTruthy();
  });

  it('closes the list with Escape and picks with a click', async () => {
    await typeAndWaitForList('Houston');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(input(), { target: { value: 'Houston ' } });
    fireEvent.click((await screen.findAllByRole('option'))[1]!);
    expect(last.latitude).toBe(29.7991);
  });

  it('asks for review when the pick lacks a street number, and Try Again clears it', async () => {
    await typeAndWaitForList('Houston');
    fireEvent.click(screen.getAllByRole('option')[1]!);
    expect(
      await screen.findByText('Needs review: no street number. Type the number and pick the address again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again: pickup address' }));
    expect(last).toEqual({ address: '', latitude: null, longitude: null, placeId: null, precision: null });
    expect(document.activeElement).toBe(input());
  });

  it('drops the coordinates as soon as a picked address is edited', async () => {
    await typeAndWaitForList('6565 Fannin');
    fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(last.latitude).not.toBeNull();
    await act(async () => {
      fireEvent.change(input(), { target: { value: '6565 Fannin St, Houston, TX 7703' } });
    });
    expect(last).toEqual({
      address: '6565 Fannin St, Houston, TX 7703',
      latitude: null,
      longitude: null,
      placeId: null,
      precision: null,
    });
    expect(screen.getByTestId('address-status').textContent).toBe('');
  });
});
