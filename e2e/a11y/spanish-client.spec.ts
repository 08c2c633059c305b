/**
 * The client's booking flow in Spanish on a 390 px phone, with axe on every screen it passes: a
 * fresh client who chose Spanish on the account books, pays at checkout, finds the order in the
 * history, follows it on the tracking page and its dialog, opens the receipt and the messages.
 * Each screen is checked for its Spanish words (and the absence of the English ones) before axe.
 * Self-contained: its own page list, beside the shared English passes.
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { registerAccount } from '../support/sign-up';
import { expandRow, type Order } from '../orders/helpers';
import { expectNoSeriousViolations } from './support';
import { book } from '../support/api';
import { LAB_RUN } from '../support/bookings';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' });

/** A fresh client, signed in, who chose Spanish on the account (the browser itself asks for English). */
async function spanishClient(page: Page) {
  const account = newAccount('client');
  // Sign-up finishes through the emailed link, which also signs the account in.
  const registered = await registerAccount(page.request, { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await page.request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);
  const chosen = await page.request.put('/api/auth/language', { data: { language: 'es' } });
  expect(chosen.status()).toBe(200);
}

/** '$45.00' as es-US writes it (dollars either way). */
const dollars = (amount: string) =>
  new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(Number(amount));

test('a Spanish client books, pays, follows and reads the order, every screen in Spanish', async ({
  page,
}) => {
  // About ten axe runs on full pages; on the shared 2-core machine each can take seconds.
  test.setTimeout(150_000);
  await spanishClient(page);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Panel del cliente', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Nueva solicitud de entrega' });
  await expect(form.getByRole('region', { name: 'Precio estimado' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Dirección de recogida' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Enviar solicitud' })).toBeVisible();
  await expect(page.getByText('New Delivery Request')).toHaveCount(0);
  // The navigation is Spanish too.
  await expect(page.getByRole('navigation', { name: 'Navegación inferior' })).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard (es)');

  const order = await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Muestras de sangre' });
  await page.goto(`/checkout?orderId=${order.id}&amount=${order.totalCost}`);
  await expect(page.getByRole('heading', { name: 'Resumen del pedido' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Modo de prueba' })).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout (es)');

  await page.getByRole('button', { name: `Pagar ${dollars(order.totalCost)} en modo de prueba` }).click();
  await expect(page.getByRole('heading', { name: `${dollars(order.totalCost)} pagado` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Seguir este pedido' })).toBeVisible();
  await expectNoSeriousViolations(page, '/orders/:id/confirmation (es)');

  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Historial de pedidos', level: 1 })).toBeVisible();
  const row = page.getByTestId('order-row').filter({ hasText: `#${order.displayNumber}` });
  await expandRow(row);
  await expect(row.getByRole('link', { name: 'Certificado de custodia' })).toBeVisible();
  await expectNoSeriousViolations(page, '/orders with a row unfolded (es)');

  await row.getByRole('button', { name: 'Seguir pedido' }).click();
  const dialog = page.getByRole('dialog', { name: `Seguir la entrega #${order.displayNumber}` });
  await expect(dialog.getByRole('list', { name: 'Progreso de la entrega' })).toBeVisible();
  await expectNoSeriousViolations(page, '/orders, tracking dialog (es)');
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

  await page.goto(`/tracking?orderId=${order.id}`);
  await expect(page.getByRole('heading', { name: 'Siga su entrega', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Entrega seleccionada' })).toBeVisible();
  await expectNoSeriousViolations(page, '/tracking (es)');

  await page.goto(`/receipt/${order.id}`);
  await expect(page.getByTestId('payment-status')).toHaveText('Pago: Pagado');
  await expectNoSeriousViolations(page, '/receipt/:id (es)');

  await page.goto('/messages');
  await expect(page.getByRole('searchbox', { name: 'Buscar conversaciones' })).toBeVisible();
  await expectNoSeriousViolations(page, '/messages (es)');
});
