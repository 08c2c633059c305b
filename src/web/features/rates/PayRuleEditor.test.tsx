// @vitest-environment jsdom
/**
 * The pay rule editor in the reader's language: the domain's schema refuses a rule before any
 * call, and the refusal under the field is Spanish for a Spanish reader, never the schema's English.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EN } from '@web/i18n/catalogue/en';
import { ES } from '@web/i18n/catalogue/es';
import { MessagesProvider } from '@web/i18n/MessagesProvider';
import { createQueryClient } from '@web/lib/query-client';
import { PayRuleEditor } from './PayRuleEditor';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderIn(language: 'en' | 'es') {
  const words = language === 'es' ? ES : EN;
  render(
    <MessagesProvider language={language} messages={words}>
      <QueryClientProvider client={createQueryClient()}>
        <PayRuleEditor rules={[]} choices={[{ value: '', label: 'All drivers' }]} />
      </QueryClientProvider>
    </MessagesProvider>,
  );
  const percent = () => screen.getByLabelText(words['rates.pay.field.percent'], { exact: true });
  fireEvent.change(percent(), { target: { value: '12.345' } });
  fireEvent.click(screen.getByRole('button', { name: words['rates.pay.save'] }));
  return { percent };
}

describe('PayRuleEditor', () => {
  it('says in Spanish that a rate has too many decimals, before any call', async () => {
    const { percent } = renderIn('es');
    // A pattern's sentence is the schema's own; another language reads the catalogue's general one.
    expect(await screen.findByText('No tiene el formato esperado.')).toBeTruthy();
    expect(percent().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/percent must be/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it in English, in the schema’s own sentence, for an English reader', async () => {
    const { percent } = renderIn('en');
    expect(
      await screen.findByText('percent must be a positive amount with at most 2 decimals, such as 1.25'),
    ).toBeTruthy();
    expect(percent().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
