/**
 * The driver's whole job in Spanish on a 390 px phone: a phone set to Spanish opens the app in
 * Spanish (no choice made yet), and every step, dialog and toast of the run reads Spanish; the
 * driver's own choice on the security page then holds on an English phone too.
 */
import { expect, test, type Browser } from '@playwright/test';
import { signUpClient } from '../support/api';
import { toasts } from '../support/pages';
import { type Job, NEAR_DELIVERY, NEAR_PICKUP, ON_THE_WAY, paidJob, pieceLabelsOf } from './support';
import { signUpDriver } from '../support/drivers';

/** A phone in one hand, set to Mexican Spanish, with a position the test moves. */
const spanishPhone = (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({
    baseURL,
    locale: 'es-MX',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    geolocation: NEAR_PICKUP,
    permissions: ['geolocation'],
  });

const SCAN_FIELD = 'Etiqueta de la pieza (escanear o escribir)';

test('a driver on a Spanish phone runs a whole job in Spanish', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const driverContext = await spanishPhone(browser, baseURL);
  const clientContext = await browser.newContext({ baseURL });
  try {
    const driver = driverContext.request;
    const client = clientContext.request;
    await signUpDriver(driver);
    await signUpClient(client);

    const page = await driverContext.newPage();
    await page.goto('/driver-dashboard');
    await expect(page.getByRole('heading', { name: 'Panel del conductor', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.getByRole('switch', { name: 'En turno' }).click();
    await expect(toasts(page).getByText('En turno', { exact: true })).toBeVisible();

    const job: Job = await paidJob(client);
    const card = page.getByRole('region', { name: `Trabajo #${job.displayNumber}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Equipo médico')).toBeVisible();
    await expect(card.getByText('Su pago')).toBeVisible();
    await card.getByRole('button', { name: `Aceptar el trabajo #${job.displayNumber}` }).click();
    await expect(toasts(page).getByText('Trabajo aceptado')).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Vistas del conductor' });
    await expect(tabs.getByRole('tab', { name: /Entregas activas/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const active = page.getByRole('region', { name: `Entrega activa #${job.displayNumber}` });
    await expect(active.getByText('0 de 4 pasos hechos')).toBeVisible();
    await expect(active.getByRole('link', { name: 'Abrir en Mapas (a la recogida)' })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Siguiente paso' });

    await bar.getByRole('button', { name: 'Iniciar trabajo' }).click();
    await expect(toasts(page).getByText('Trabajo iniciado')).toBeVisible();
    await expect(active.getByText(/^Compartiendo ubicación desde las /)).toBeVisible();
    await driverContext.setGeolocation(ON_THE_WAY);

    const labels = await pieceLabelsOf(driver, job.id);
    const handOver = async (step: string, confirmWord: string, done: string) => {
      await bar.getByRole('button', { name: step }).click();
      const dialog = page.getByRole('dialog', { name: `¿${step}?` });
      await expect(dialog.getByText(/^Falta: escanear pieza 1 de/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: confirmWord })).toBeDisabled();
      // A label that is not one of the order's is refused in Spanish.
      await dialog.getByLabel(SCAN_FIELD).fill('ML-9999-9-NOTOURS');
      await dialog.getByLabel(SCAN_FIELD).press('Enter');
      await expect(dialog.getByText('ML-9999-9-NOTOURS no es una pieza de este pedido')).toBeVisible();
      for (const label of labels) {
        await dialog.getByLabel(SCAN_FIELD).fill(label);
        await dialog.getByLabel(SCAN_FIELD).press('Enter');
      }
      await expect(dialog.getByText(`Piezas: ${labels.length} de ${labels.length} escaneadas`)).toBeVisible();
      await dialog.getByRole('button', { name: confirmWord }).click();
      await expect(toasts(page).getByText(done)).toBeVisible();
    };

    await handOver('Completar recogida', 'Confirmar recogida', 'Recogida completada');
    await expect(active.getByText('2 de 4 pasos hechos')).toBeVisible();

    await driverContext.setGeolocation(NEAR_DELIVERY);
    await bar.getByRole('button', { name: 'Iniciar entrega' }).click();
    await expect(toasts(page).getByText('Entrega iniciada')).toBeVisible();

    await handOver('Completar entrega', 'Confirmar entrega', 'Entrega completada');
    const delivered = page.getByRole('region', { name: `Entregado #${job.displayNumber}` });
    await expect(delivered.getByRole('button', { name: 'Calificar al cliente' })).toBeVisible();
    await expect(bar).toHaveCount(0);
    expect(await (await client.get(`/api/orders/${job.id}`)).json()).toMatchObject({ status: 'delivered' });

    // Nothing of the English run is left on the screen.
    for (const english of ['Driver Dashboard', 'Active Deliveries', 'Available Jobs', 'Delivered']) {
      await expect(page.getByText(english, { exact: true })).toHaveCount(0);
    }
  } finally {
    await driverContext.close();
    await clientContext.close();
  }
});

test("the driver's choice on the security page holds on an English phone", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });
  try {
    await signUpDriver(context.request, { onShift: true });
    const page = await context.newPage();
    await page.goto('/security');
    const chooser = page.getByRole('combobox', { name: 'Language' });
    await expect(chooser).toHaveValue('browser');
    await chooser.selectOption('es');
    await expect(toasts(page).getByText('Idioma guardado')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');

    await page.goto('/driver-dashboard');
    await expect(page.getByRole('heading', { name: 'Panel del conductor', level: 1 })).toBeVisible();
    // The choice is the account's: the server answers it with the session.
    expect((await (await context.request.get('/api/auth/me')).json()).language).toBe('es');

    await page.goto('/security');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('browser');
    await page.goto('/driver-dashboard');
    await expect(page.getByRole('heading', { name: 'Driver Dashboard', level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});
