/**
 * axe in Spanish: the driver's screens on a 390 px phone set to Spanish (a job card, an active
 * delivery, the hand-over dialog) and the recipient's page, so the Spanish text keeps the labels,
 * names and contrast the English screens have.
 */
import { expect, test } from '@playwright/test';
import { signUpClient } from '../support/api';
import { HOUSTON_BOOKING } from '../support/bookings';
import { NEAR_PICKUP, paidJob } from '../driver/support';
import { expectNoSeriousViolations } from './support';
import { signUpDriver } from '../support/drivers';

test('the driver app in Spanish: a job card, an active delivery and the hand-over dialog', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const phone = await browser.newContext({
    baseURL,
    locale: 'es-MX',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    geolocation: NEAR_PICKUP,
    permissions: ['geolocation'],
  });
  const clientContext = await browser.newContext({ baseURL });
  try {
    await signUpClient(clientContext.request);
    await signUpDriver(phone.request, { onShift: true });
    const job = await paidJob(clientContext.request);
    const page = await phone.newPage();
    await page.goto('/driver-dashboard');
    const card = page.getByRole('region', { name: `Trabajo #${job.displayNumber}` });
    await expect(card).toBeVisible();
    await expectNoSeriousViolations(page, 'driver (es): available jobs');

    await card.getByRole('button', { name: `Aceptar el trabajo #${job.displayNumber}` }).click();
    await expect(page.getByRole('region', { name: `Entrega activa #${job.displayNumber}` })).toBeVisible();
    await expectNoSeriousViolations(page, 'driver (es): active delivery');

    const bar = page.getByRole('region', { name: 'Siguiente paso' });
    await bar.getByRole('button', { name: 'Iniciar trabajo' }).click();
    await bar.getByRole('button', { name: 'Completar recogida' }).click();
    await expect(page.getByRole('dialog', { name: '¿Completar recogida?' })).toBeVisible();
    await expectNoSeriousViolations(page, 'driver (es): hand-over dialog');
  } finally {
    await phone.close();
    await clientContext.close();
  }
});

test("the recipient's page in Spanish", async ({ browser, baseURL }) => {
  const clientContext = await browser.newContext({ baseURL });
  const reader = await browser.newContext({
    baseURL,
    locale: 'es-MX',
    viewport: { width: 390, height: 844 },
  });
  try {
    await signUpClient(clientContext.request);
    const booked = await clientContext.request.post('/api/orders', { data: HOUSTON_BOOKING });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id } = (await booked.json()) as { id: number };
    const link = await clientContext.request.get(`/api/orders/${id}/public-link`);
    const page = await reader.newPage();
    await page.goto(((await link.json()) as { path: string }).path);
    await expect(page.getByRole('heading', { name: /^Entrega #/, level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, '/t/:token (es)');
  } finally {
    await clientContext.close();
    await reader.close();
  }
});
