// @vitest-environment jsdom
/** The certificate shows the server's verdict: verified with the final hash, or the broken entry named. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CustodyResponse } from '@domain/custody-answers';
import { createQueryClient } from '@web/lib/query-client';
import { ES } from '@web/i18n/catalogue/es';
import { MessagesProvider } from '@web/i18n/MessagesProvider';
import { CustodyPage } from './CustodyPage';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hash = (c: string) => c.repeat(64);
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

function certificate(verification: CustodyResponse['verification']): CustodyResponse {
  const actor = { id: 3, role: 'driver' as const, name: 'Marcus Johnson' };
  return {
    orderId: 42,
    displayNumber: 'ML-0042',
    status: 'delivered',
    subject: {
      client: 'Bayou Pharmacy',
      bookedBy: 'Carla Mendoza',
      itemDescription: 'Insulin, 2 pens',
      pieces: 1,
      temperatureClass: 'refrigerated',
      pickupAddress: '6565 Fannin St, Houston, TX 77030',
      pickupContactName: 'Front desk',
      deliveryAddress: '1200 Main St, Houston, TX 77002',
      deliveryContactName: 'Ben Nurse',
    },
    entries: [
      {
        seq: 1,
        kind: 'created',
        at: '2026-03-05T14:07:00.000Z',
        actor: { id: 2, role: 'client', name: 'Carla Mendoza' },
        position: null,
        content: {},
        proof: null,
        prevHash: hash('0'),
        hash: hash('a'),
      },
      {
        seq: 2,
        kind: 'pickup_complete',
        at: '2026-03-05T15:00:00.000Z',
        actor,
        position: { latitude: 29.7041, longitude: -95.401 },
        place: 'near Houston, TX 77025',
        content: {},
        proof: { name: 'Front desk', signature: SIGNATURE },
        prevHash: hash('a'),
        hash: hash('b'),
      },
      {
        seq: 3,
        kind: 'delivered',
        at: '2026-03-05T15:40:00.000Z',
        actor,
        position: null,
        content: {},
        proof: { name: 'Ben Nurse', idType: 'passport', idLast4: 'X92Z', signature: SIGNATURE },
        prevHash: hash('b'),
        hash: hash('c'),
      },
    ],
    verification,
  };
}

function show(body: CustodyResponse | null, status = 200, spanish = false) {
  fetchMock.mockResolvedValue(json(status, body ?? { message: 'Order not found', code: 'NOT_FOUND' }));
  const { hook } = memoryLocation({ path: '/orders/42/custody' });
  const page = (
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook}>
        <Route path="/orders/:id/custody">
          <CustodyPage />
        </Route>
      </Router>
    </QueryClientProvider>
  );
  render(
    spanish ? (
      <MessagesProvider language="es" messages={ES}>
        {page}
      </MessagesProvider>
    ) : (
      page
    ),
  );
}

/** The certificate with evidence: a damaged piece and a reading out of range before the delivery. */
function withEvidence(): CustodyResponse {
  const base = certificate({ valid: true, checked: 5, finalHash: hash('e'), brokenAt: null, problem: null });
  const [created, pickedUp, delivered] = base.entries;
  const evidence = (seq: number, kind: string, content: Record<string, unknown>) => ({
    ...pickedUp!,
    seq,
    kind,
    content,
    proof: null,
    position: null,
  });
  return {
    ...base,
    entries: [
      { ...created!, content: { pieces: [{ seq: 1, kind: 'cooler', label: 'ML-0042-1-ABCDEF' }] } },
      pickedUp!,
      evidence(3, 'piece_exception', {
        piece: 'ML-0042-1-ABCDEF',
        pieceSeq: 1,
        pieceKind: 'cooler',
        reason: 'damaged',
        step: 'delivery',
        note: 'Lid cracked',
      }),
      evidence(4, 'temperature_excursion', { temperatureC: 11, temperatureClass: 'refrigerated' }),
      { ...delivered!, seq: 5, content: { deadline: { due: '2026-03-05T16:00:00.000Z', met: true } } },
    ],
  };
}

describe('CustodyPage', () => {
  it('shows the timeline with proof and signatures, verified, with the final hash', async () => {
    show(certificate({ valid: true, checked: 3, finalHash: hash('c'), brokenAt: null, problem: null }));
    const verification = await screen.findByTestId('verification');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/orders/42/custody');
    expect(within(verification).getByRole('heading').textContent).toBe('Verified');
    expect(within(verification).getByTestId('final-hash').textContent).toBe(hash('c'));
    const entries = screen.getAllByTestId('custody-entry');
    expect(entries.map((e) => e.getAttribute('data-kind'))).toEqual([
      'created',
      'pickup_complete',
      'delivered',
    ]);
    expect(entries[1]!.textContent).toContain('near Houston, TX 77025 (29.70410, -95.40100)');
    const subject = screen.getByTestId('custody-subject').textContent;
    expect(subject).toContain('ClientBayou Pharmacy');
    expect(subject).toContain('ItemInsulin, 2 pens');
    expect(subject).toContain('Pieces1');
    expect(subject).toContain('ToBen Nurse, 1200 Main St, Houston, TX 77002');
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/orders/42/custody/pdf',
    );
    expect(entries[2]!.textContent).toContain('Passport ending X92Z');
    expect(within(entries[2]!).getByRole('img', { name: 'Signature of Ben Nurse' }).getAttribute('src')).toBe(
      SIGNATURE,
    );
    expect(screen.getByRole('heading', { name: 'How to verify' })).toBeTruthy();
  });

  it('names the broken link and marks that entry', async () => {
    show(
      certificate({
        valid: false,
        checked: 1,
        finalHash: hash('c'),
        brokenAt: 2,
        problem: 'Entry 2 was altered: its content no longer matches its hash',
      }),
    );
    const verification = await screen.findByTestId('verification');
    expect(verification.getAttribute('data-valid')).toBe('false');
    expect(within(verification).getByRole('heading').textContent).toBe('Not verified');
    expect(verification.textContent).toContain(
      'Not verified: Entry 2 was altered: its content no longer matches its hash.',
    );
    const broken = screen
      .getAllByTestId('custody-entry')
      .filter((e) => e.getAttribute('data-broken') === 'true');
    expect(broken.map((e) => e.getAttribute('data-kind'))).toEqual(['pickup_complete']);
    expect(broken[0]!.textContent).toContain('This entry does not match its recorded hash.');
  });

  it('words the evidence, actors, verdict and piece paths in English', async () => {
    show(withEvidence());
    const verification = await screen.findByTestId('verification');
    expect(verification.textContent).toContain(
      'Verified: all 5 entries match their hashes and the chain is unbroken.',
    );
    const entries = screen.getAllByTestId('custody-entry');
    expect(entries[1]!.textContent).toContain('Marcus Johnson (Driver)');
    expect(entries[2]!.textContent).toContain(
      'Piece 1 (cooler) ML-0042-1-ABCDEF damaged at delivery: Lid cracked',
    );
    expect(entries[3]!.textContent).toContain('Temperature 11 °C (refrigerated): out of range, excursion');
    expect(entries[4]!.textContent).toContain('Deadline Mar 5, 2026, 10:00 AM: met');
    expect(entries[4]!.textContent).toContain('Passport ending X92Z');
    expect(screen.getByText('labelled > damaged at delivery: Lid cracked')).toBeTruthy();
  });

  it('words the evidence, actors, verdict and piece paths in Spanish', async () => {
    show(withEvidence(), 200, true);
    const verification = await screen.findByTestId('verification');
    expect(within(verification).getByRole('heading').textContent).toBe('Verificado');
    expect(verification.textContent).toContain(
      'Verificado: 5 registros coinciden con sus hashes y la cadena está intacta.',
    );
    const entries = screen.getAllByTestId('custody-entry');
    expect(entries[0]!.textContent).toContain('Pedido creado');
    expect(entries[1]!.textContent).toContain('Marcus Johnson (Conductor)');
    expect(entries[2]!.textContent).toContain(
      'Pieza 1 (hielera) ML-0042-1-ABCDEF dañada al entregar: Lid cracked',
    );
    expect(entries[3]!.textContent).toContain('Temperatura 11 °C (refrigerado): fuera de rango, desviación');
    expect(entries[4]!.textContent).toMatch(/Plazo 5 (de )?mar 2026, 10:00 a\. ?m\.: cumplido/);
    expect(entries[4]!.textContent).toContain('Pasaporte terminada en X92Z');
    expect(screen.getByText('Pieza 1 de 1 (hielera) ML-0042-1-ABCDEF')).toBeTruthy();
    expect(screen.getByText('etiquetada > dañada al entregar: Lid cracked')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Verified:|damaged at|Temperature \d|Deadline|\(Driver\)/);
  });

  it("says the order is not found when the server refuses (another client's order)", async () => {
    show(null, 404);
    expect((await screen.findByRole('alert')).textContent).toBe('Order not found.');
  });
});
