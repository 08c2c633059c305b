/**
 * A Spanish client at 390 px reads the shared tables' sentences in Spanish: the checkout's promise
 * (the service-level table) and the price lines the server sent come from the catalogue by the
 * tables' ids, with the figures the server priced.
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { registerAccount } from '../support/sign-up';
import { type Order } from '../orders/helpers';
import { book } from '../support/api';
import { LAB_RUN } from '../support/bookings';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' });

/** A fresh client, signed in, who chose Spanish on the account (the browser itself asks for English). */
async function spanishClient(page: Page) {
  const account = newAccount('client');
  const registered = await registerAccount(page.request, { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await page.request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);
  const chosen = await page.request.put('/api/auth/language', { data: { language: 'es' } });
  expect(chosen.status()).toBe(200);
}

test('the checkout promises and prices in Spanish, worded from the shared tables', async ({ page }) => {
  // Sign-up and a full checkout page on the shared 2-core machine.
  test.setTimeout(90_000);
  await spanishClient(page);
  const order = await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Muestras de orina' });

  await page.goto(`/checkout?orderId=${order.id}&amount=${order.totalCost}`);
  await expect(
    page.getByRole('heading', { name: `Resumen del pedido #${order.displayNumber}` }),
  ).toBeVisible();
  // A standard order's promise, from the service-level table, in Spanish.
  // (The hour is the browser's es-US "8 p.m.", whose spacing varies by ICU version.)
  await expect(
    page.getByText(/^el mismo día, antes de las 8 p\.\s?m\. o del fin de su franja$/),
  ).toBeVisible();
  await expect(page.getByText("same day, by 8 PM or your slot's end")).toHaveCount(0);
  // The price lines the server sent, worded by their ids.
  const lines = page.getByTestId('price-line');
  await expect(lines.filter({ hasText: 'Tarifa base' })).toHaveCount(1);
  await expect(lines.filter({ hasText: /^Distancia: \d+\.\d mi a \$/ })).toHaveCount(1);
  await expect(lines.filter({ hasText: /Base rate|Distance/ })).toHaveCount(0);
});
