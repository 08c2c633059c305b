/**
 * The recipient's page in Spanish: a Spanish browser (Accept-Language) opens it in Spanish, an
 * order booked for a Spanish reader opens in Spanish on any browser, and the reader can switch.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { HOUSTON_BOOKING } from '../support/bookings';
import { apiSignIn } from '../orders/helpers';

async function bookedLink(request: APIRequestContext, extra: Record<string, unknown> = {}) {
  const booked = await request.post('/api/orders', { data: { ...HOUSTON_BOOKING, ...extra } });
  expect(booked.status(), await booked.text()).toBe(201);
  const order = (await booked.json()) as { id: number; displayNumber: string };
  const link = await request.get(`/api/orders/${order.id}/public-link`);
  expect(link.status(), await link.text()).toBe(200);
  return { ...order, path: ((await link.json()) as { path: string }).path };
}

test('a Spanish browser reads the recipient page in Spanish, and can switch to English', async ({
  browser,
  baseURL,
}) => {
  const clientContext = await browser.newContext({ baseURL });
  const reader = await browser.newContext({
    baseURL,
    locale: 'es-MX',
    viewport: { width: 390, height: 844 },
  });
  try {
    await apiSignIn(await clientContext.newPage());
    const order = await bookedLink(clientContext.request);
    const page = await reader.newPage();
    await page.goto(order.path);
    await expect(
      page.getByRole('heading', { name: `Entrega #${order.displayNumber}`, level: 1 }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('public-status')).toHaveText('Estado: Pedido enviado');
    await expect(page.getByRole('list', { name: 'Progreso de la entrega' })).toContainText(
      'Pedido recibido y en revisión',
    );
    await expect(page.getByText('¿Preguntas sobre esta entrega?')).toBeVisible();

    await page.getByRole('button', { name: 'English' }).click();
    await expect(
      page.getByRole('heading', { name: `Delivery #${order.displayNumber}`, level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    await clientContext.close();
    await reader.close();
  }
});

test('an order booked for a Spanish reader opens in Spanish on an English browser', async ({
  browser,
  baseURL,
}) => {
  const clientContext = await browser.newContext({ baseURL });
  const reader = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    await apiSignIn(await clientContext.newPage());
    const order = await bookedLink(clientContext.request, { recipientLanguage: 'es' });
    const page = await reader.newPage();
    await page.goto(order.path);
    await expect(
      page.getByRole('heading', { name: `Entrega #${order.displayNumber}`, level: 1 }),
    ).toBeVisible();
    await page.goto('/t/not-a-real-token-000000000000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This tracking link is not valid or has expired',
    );
  } finally {
    await clientContext.close();
    await reader.close();
  }
});
