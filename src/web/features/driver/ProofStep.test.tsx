// @vitest-environment jsdom
/**
 * The hand-over dialog asks for exactly the proof the order requires, keeps Confirm disabled until
 * it is complete, sends it with the step, and shows the server's refusal.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderResponse } from '@domain/orders';
import { toast } from '@web/components/ui/use-toast';
import { makeOrder } from '@web/features/orders/order-fixture';
import { createQueryClient } from '@web/lib/query-client';
import { StepActionBar } from './StepActionBar';

vi.mock('@web/components/ui/use-toast', () => ({ toast: vi.fn() }));

/** A real 1x1 PNG: what the stubbed canvas "exports". */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
const sent = () => JSON.parse(String(patches()[0]![1]!.body)) as Record<string, unknown>;

beforeEach(() => {
  vi.mocked(toast).mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no canvas: a context that draws nothing and an export that is a real PNG.
  const ctx = new Proxy({}, { get: () => () => undefined, set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openDialog(order: OrderResponse, answer: Response = json(200, { ...order, status: 'delivered' })) {
  fetchMock.mockImplementation((_url, init) =>
    Promise.resolve(init?.method === 'PATCH' ? answer.clone() : json(200, [])),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StepActionBar order={order} driverId={7} onDelivered={vi.fn()} />
    </QueryClientProvider>,
  );
  const step = order.status === 'in_transit' ? 'Complete Delivery' : 'Complete Pickup';
  fireEvent.click(screen.getByRole('button', { name: step }));
  return within(screen.getByRole('dialog', { name: `${step}?` }));
}

function sign(dialog: ReturnType<typeof within>) {
  const pad = dialog.getByTestId('signature-pad');
  fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: 30 });
  fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: 30 });
}

const confirm = (dialog: ReturnType<typeof within>, name: RegExp) =>
  dialog.getByRole('button', { name }) as HTMLButtonElement;

describe('proof at the hand-over', () => {
  it('asks for nothing and sends no proof when the order needs none', async () => {
    const dialog = openDialog(makeOrder({ status: 'in_transit', driverId: 7 }));
    expect(dialog.queryByLabelText('Name of the recipient')).toBeNull();
    expect(dialog.queryByTestId('signature-pad')).toBeNull();
    await act(async () => void fireEvent.click(confirm(dialog, /Confirm Delivery/)));
    expect(sent()).toEqual({ status: 'delivered' });
  });

  it('needs the recipient name and a signature before Confirm Delivery, and sends both', async () => {
    const order = makeOrder({ status: 'in_transit', driverId: 7, requiresSignature: true });
    const dialog = openDialog(order);
    expect(dialog.queryByLabelText('ID type')).toBeNull();
    expect(confirm(dialog, /Confirm Delivery/).disabled).toBe(true);
    // The order's contact arrives as a real value to check, not as a placeholder that looks filled.
    const name = dialog.getByLabelText('Name of the recipient') as HTMLInputElement;
    expect(name.value).toBe('Ben Nurse');
    expect(name.placeholder).toBe('Full name');
    expect(dialog.getByText(/Filled in from the order/)).toBeTruthy();
    expect(dialog.getByText('Still needed: signature')).toBeTruthy();
    // Changed, the order's name is one tap away; emptied, the name is needed again.
    fireEvent.change(name, { target: { value: '' } });
    expect(dialog.getByText('Still needed: recipient name, signature')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Use this name' }));
    expect(name.value).toBe('Ben Nurse');
    expect(confirm(dialog, /Confirm Delivery/).disabled).toBe(true);

    sign(dialog);
    expect(dialog.getByTestId('signature-pad').getAttribute('data-signed')).toBe('true');
    expect(confirm(dialog, /Confirm Delivery/).disabled).toBe(false);

    // Clear takes the signature back.
    fireEvent.click(dialog.getByRole('button', { name: 'Clear' }));
    expect(confirm(dialog, /Confirm Delivery/).disabled).toBe(true);
    sign(dialog);

    await act(async () => void fireEvent.click(confirm(dialog, /Confirm Delivery/)));
    expect(patches()).toHaveLength(1);
    expect(sent()).toEqual({ status: 'delivered', proof: { name: 'Ben Nurse', signature: PNG } });
  });

  it('asks the person handing over at pickup for ID type and last four, and sends them', async () => {
    const order = makeOrder({ status: 'pickup_scheduled', driverId: 7, requiresId: true });
    const dialog = openDialog(order, json(200, { ...order, status: 'pickup_complete' }));
    // The name arrives from the order; the ID is the driver's to check.
    expect((dialog.getByLabelText('Name of the person handing over') as HTMLInputElement).value).toBe(
      'Ana Pharmacist',
    );
    expect(dialog.getByText(/Still needed: ID type, last 4/)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Name of the person handing over'), {
      target: { value: '  ana   PHARMACIST ' },
    });
    fireEvent.change(dialog.getByLabelText('ID type'), { target: { value: 'passport' } });
    fireEvent.change(dialog.getByLabelText('Last 4 of ID'), { target: { value: 'x9-2' } });
    // Three characters are not four: still disabled.
    expect(confirm(dialog, /Confirm Pickup/).disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Last 4 of ID'), { target: { value: 'x9-2z' } });
    expect((dialog.getByLabelText('Last 4 of ID') as HTMLInputElement).value).toBe('X92Z');
    expect(confirm(dialog, /Confirm Pickup/).disabled).toBe(false);

    await act(async () => void fireEvent.click(confirm(dialog, /Confirm Pickup/)));
    expect(sent()).toEqual({
      status: 'pickup_complete',
      proof: { name: 'ana   PHARMACIST', idType: 'passport', idLast4: 'X92Z' },
    });
  });

  it("warns when the ID name differs from the expected person, and shows the server's refusal", async () => {
    const order = makeOrder({ status: 'in_transit', driverId: 7, requiresId: true });
    const refusal = 'The name on the ID does not match the expected recipient';
    const dialog = openDialog(order, json(409, { message: refusal }));
    fireEvent.change(dialog.getByLabelText('Name of the recipient'), { target: { value: 'Someone Else' } });
    expect(dialog.getByRole('alert').textContent).toBe(
      'The name must match the ID. This order expects Ben Nurse.',
    );
    fireEvent.change(dialog.getByLabelText('ID type'), { target: { value: 'state_id' } });
    fireEvent.change(dialog.getByLabelText('Last 4 of ID'), { target: { value: '1234' } });

    await act(async () => void fireEvent.click(confirm(dialog, /Confirm Delivery/)));
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Failed to update order status',
      description: refusal,
    });
    // The dialog stays open with what was entered, to correct and send again.
    expect(screen.getByRole('dialog', { name: 'Complete Delivery?' })).toBeTruthy();
    expect((dialog.getByLabelText('Last 4 of ID') as HTMLInputElement).value).toBe('1234');
  });
});
