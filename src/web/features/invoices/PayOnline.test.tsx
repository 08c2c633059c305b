// @vitest-environment jsdom
/**
 * Pay online: the button asks the server for the page and sends the browser to the address it
 * answers (the amount is the server's); a refusal is shown; back from Stripe the owner is told
 * whether the payment is recorded yet.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceSummary } from '@domain/invoices';
import { createQueryClient } from '@web/lib/query-client';
import { goTo, PayOnlineButton, ReturnFromStripe } from './PayOnline';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const invoice = (status: InvoiceSummary['status'] = 'open'): InvoiceSummary => ({
  id: 7,
  number: 'INV-000007',
  organizationId: 3,
  organizationName: 'Bayou Clinic',
  periodStart: '2026-09-01',
  periodEnd: '2026-09-30',
  issuedAt: '2026-10-01T14:00:00.000Z',
  issuedOn: '2026-10-01',
  dueOn: '2026-10-31',
  status,
  total: '120.00',
  credited: '0.00',
  paid: status === 'paid' ? '120.00' : '0.00',
  balance: status === 'paid' ? '0.00' : '120.00',
  lineCount: 2,
});

const withQueries = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

describe('PayOnlineButton', () => {
  it("sends the browser to the page the server opened, asking with no amount of the page's own", async () => {
    const page = 'https://checkout.stripe.com/c/pay/cs_test_1';
    fetchMock.mockResolvedValue(json(200, { url: page, amount: '120.00' }));
    const sent = new Promise<string>((resolve) => vi.spyOn(goTo, 'page').mockImplementation(resolve));
    withQueries(<PayOnlineButton invoice={invoice()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay INV-000007 online: $120.00' }));
    expect(await sent).toBe(page);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/invoices/7/pay-online');
    expect(init?.method).toBe('POST');
    expect(init?.body ?? null).toBeNull();
  });

  it("shows the server's refusal and stays on the page", async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        message: 'INV-000007 is paid in full: there is nothing left to pay',
        code: 'INVOICE_PAID',
      }),
    );
    const go = vi.spyOn(goTo, 'page').mockImplementation(() => undefined);
    withQueries(<PayOnlineButton invoice={invoice()} />);
    fireEvent.click(screen.getByRole('button', { name: /Pay INV-000007 online/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'INV-000007 is paid in full: there is nothing left to pay',
    );
    expect(go).not.toHaveBeenCalled();
  });
});

describe('ReturnFromStripe', () => {
  it('says the payment is being confirmed until the invoice reads paid, then that it is paid', () => {
    const { rerender } = render(<ReturnFromStripe outcome="paid" invoice={invoice('open')} />);
    expect(screen.getByRole('status').textContent).toContain(
      'Stripe is confirming the payment of INV-000007',
    );
    rerender(<ReturnFromStripe outcome="paid" invoice={invoice('paid')} />);
    expect(screen.getByRole('status').textContent).toBe('INV-000007 is paid. Thank you.');
    rerender(<ReturnFromStripe outcome="cancelled" invoice={invoice('open')} />);
    expect(screen.getByRole('status').textContent).toContain('was cancelled. Nothing was charged.');
  });
});
