// @vitest-environment jsdom
/**
 * The billing console's forms in the reader's language: the domain's schema refuses what is typed
 * before any call, and a Spanish reader reads the refusal in Spanish, never the schema's English.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceSummary } from '@domain/invoices';
import { EN } from '@web/i18n/catalogue/en';
import { ES } from '@web/i18n/catalogue/es';
import { MessagesProvider } from '@web/i18n/MessagesProvider';
import { createQueryClient } from '@web/lib/query-client';
import { AdjustInvoiceDialog } from './AdjustInvoiceDialog';
import { IssueInvoiceForm } from './IssueInvoiceForm';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CATALOGUES = { en: EN, es: ES } as const;
type Language = keyof typeof CATALOGUES;

function renderIn(language: Language, ui: ReactNode) {
  const words = CATALOGUES[language];
  render(
    <MessagesProvider language={language} messages={words}>
      <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
    </MessagesProvider>,
  );
  const field = (key: keyof typeof words) => screen.getByLabelText(words[key], { exact: true });
  const fill = (key: keyof typeof words, value: string) =>
    fireEvent.change(field(key), { target: { value } });
  const click = (key: keyof typeof words) =>
    fireEvent.click(screen.getByRole('button', { name: words[key] }));
  return { words, field, fill, click };
}

const INVOICE = {
  id: 41,
  number: 'INV-2026-0041',
  organizationId: 3,
  organizationName: 'Bayou Clinic',
  total: '240.00',
  balance: '240.00',
  status: 'open',
} as InvoiceSummary;

describe('issuing an invoice', () => {
  it.each([
    ['es', 'Esta fecha no puede ser anterior a la fecha de inicio.'],
    ['en', 'This date cannot be before the start date.'],
  ] as const)('in %s, names a period that ends before it starts under its end', async (language, said) => {
    const { fill, field, click } = renderIn(
      language,
      <IssueInvoiceForm organizations={[{ id: 3, name: 'Bayou Clinic' }]} />,
    );
    fill('billingConsole.organisation', '3');
    fill('billingConsole.from', '2026-10-31');
    fill('billingConsole.to', '2026-10-01');
    click('billingConsole.issue');
    expect(await screen.findByText(said)).toBeTruthy();
    expect(field('billingConsole.to').getAttribute('aria-invalid')).toBe('true');
    // Neither the schema's own sentence nor its field names reach the reader.
    expect(screen.queryByText(/periodEnd|periodStart/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('recording a payment or a credit note', () => {
  it.each([
    ['es', 'Escriba un importe como 125.00, con 2 decimales como máximo.'],
    ['en', 'Enter an amount such as 125.00, with at most 2 decimals.'],
  ] as const)('in %s, refuses an amount written with a comma', async (language, said) => {
    const { fill, field, click } = renderIn(
      language,
      <AdjustInvoiceDialog target={{ invoice: INVOICE, kind: 'payment' }} onClose={() => undefined} />,
    );
    fill('billingConsole.amount', '12,50');
    click('billingConsole.recordPayment');
    expect(await screen.findByText(said)).toBeTruthy();
    expect(field('billingConsole.amount').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/amount must be/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says in Spanish that a credit note needs a reason and an amount above zero', async () => {
    const { fill, click, words } = renderIn(
      'es',
      <AdjustInvoiceDialog target={{ invoice: INVOICE, kind: 'credit' }} onClose={() => undefined} />,
    );
    fill('billingConsole.amount', '0');
    click('billingConsole.issueCreditNote');
    expect(await screen.findByText('Escriba un importe mayor que 0.00.')).toBeTruthy();
    expect(screen.getByText(words['validation.required'])).toBeTruthy();
    expect(screen.queryByText(/reason is required|more than 0\.00/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
