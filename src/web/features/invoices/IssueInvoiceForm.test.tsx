// @vitest-environment jsdom
/**
 * Issuing an invoice: the domain's schema checks the form before any call and names the field it
 * refuses, in the reader's words; what the server refuses lands on the field its answer names.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { IssueInvoiceForm } from './IssueInvoiceForm';

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

const ORGANIZATIONS = [{ id: 3, name: 'Bayou Clinic' }];

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IssueInvoiceForm organizations={ORGANIZATIONS} />
    </QueryClientProvider>,
  );
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const issue = () => fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
  return { field, fill, issue };
}

describe('IssueInvoiceForm', () => {
  it('asks for the organisation before any call', async () => {
    const { field, issue } = renderForm();
    issue();
    expect(await screen.findByText('Choose the organisation to invoice')).toBeTruthy();
    expect(field('Organisation').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names a period that ends before it starts under "To", in the catalogue\'s words, before any call', async () => {
    const { field, fill, issue } = renderForm();
    fill('Organisation', '3');
    fill('From', '2026-10-31');
    fill('To', '2026-10-01');
    issue();
    expect(await screen.findByText('This date cannot be before the start date.')).toBeTruthy();
    expect(field('To').getAttribute('aria-invalid')).toBe('true');
    expect(field('From').getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the period as typed and shows a field the server refuses under that field', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        message: 'Validation failed',
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'periodStart', message: 'periodStart is before the organisation existed' }],
      }),
    );
    const { field, fill, issue } = renderForm();
    fill('Organisation', '3');
    fill('From', '2026-09-01');
    fill('To', '2026-09-30');
    issue();
    expect(await screen.findByText('periodStart is before the organisation existed')).toBeTruthy();
    expect(field('From').getAttribute('aria-invalid')).toBe('true');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/invoices');
    expect(JSON.parse(String(init?.body))).toEqual({
      organizationId: 3,
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
    });
  });
});
