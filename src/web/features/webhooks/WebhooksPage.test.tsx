// @vitest-environment jsdom
/**
 * Replacing an endpoint's secret from its card: asked twice (the old secret stops at once), the
 * server's new secret shown once at the top of the page with the focus on it; a refusal says so
 * and shows no secret.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookSummary } from '@domain/webhooks';
import { createQueryClient } from '@web/lib/query-client';
import { WebhooksPage } from './WebhooksPage';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const endpoint: WebhookSummary = {
  id: 7,
  url: 'https://lis.example.org/hooks',
  events: ['order.status_changed'],
  description: 'Lab LIS',
  active: true,
  clients: 'all',
  createdAt: '2026-11-01T14:00:00.000Z',
  failedDeliveries: 0,
};

/** Answers by path; the rotation's answer is set per test. */
let rotation: () => Response;
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/webhooks') return json(200, [endpoint]);
    if (url === '/api/webhooks/7/secret') return rotation();
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WebhooksPage />
    </QueryClientProvider>,
  );

const rotationCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/webhooks/7/secret');

describe('a new secret for an endpoint', () => {
  it('asks first, then shows the new secret once, with the focus on it', async () => {
    rotation = () => json(200, { ...endpoint, secret: 'whsec_new-one' });
    renderPage();
    const card = await screen.findByTestId('webhook-card');
    fireEvent.click(within(card).getByRole('button', { name: 'New secret' }));
    // Nothing is sent until the second press.
    expect(rotationCalls()).toHaveLength(0);
    const replace = within(card).getByRole('button', { name: 'Replace the secret now' });
    const warning = document.getElementById(replace.getAttribute('aria-describedby')!);
    expect(warning?.textContent).toMatch(/stops signing at once/);
    fireEvent.click(replace);

    const box = await screen.findByTestId('webhook-secret');
    expect(box.textContent).toContain('whsec_new-one');
    expect(box.textContent).toContain(`Signing secret for ${endpoint.url}`);
    expect(document.activeElement).toBe(box);
    expect(rotationCalls()).toHaveLength(1);
    expect(rotationCalls()[0]![1]?.method).toBe('POST');
    // Stored: the box goes and the secret is nowhere on the page.
    fireEvent.click(within(box).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText('whsec_new-one')).toBeNull();
  });

  it('says the secret was not replaced when the server refuses, and shows none', async () => {
    rotation = () => json(404, { code: 'NOT_FOUND', message: 'Webhook not found' });
    renderPage();
    const card = await screen.findByTestId('webhook-card');
    fireEvent.click(within(card).getByRole('button', { name: 'New secret' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Replace the secret now' }));
    await vi.waitFor(() => expect(rotationCalls()).toHaveLength(1));
    // The choice stays open to try again, and no secret box appears.
    const again = await within(card).findByRole('button', { name: 'Replace the secret now' });
    await vi.waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });
});
