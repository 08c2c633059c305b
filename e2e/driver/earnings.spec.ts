/**
 * A new driver's earnings on a phone: one delivered job paid by the driver's own pay rule and a
 * bonus from dispatch show as the week's total, by day, by job (with how the pay was worked out)
 * and on the dashboard's Money Earned card; reached and read with the keyboard, axe clean.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { signUpClient } from '../support/api';
import { expectNoSeriousViolations } from '../a11y/support';
import { DEMO } from '../support/accounts';
import { paidJob, phoneContext, stepBody } from './support';
import { signUpDriver } from '../support/drivers';

const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5199)}`;

/** Dispatch's own session, apart from the driver's cookie. */
async function asAdmin<T>(
  work: (admin: Awaited<ReturnType<typeof playwrightRequest.newContext>>) => Promise<T>,
) {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post('/api/auth/login', { data: DEMO.admin });
    expect(login.status(), await login.text()).toBe(200);
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

test("a driver reads its week's pay by day and job, and the statement", async ({ browser, baseURL: url }) => {
  test.setTimeout(90_000);
  const context = await phoneContext(browser, url, false);
  const page = await context.newPage();
  const driver = await signUpDriver(page.request, { onShift: true });
  // 6.25 a job and 1.00 a stop: a job (a pickup and a delivery) pays 8.25.
  await asAdmin(async (admin) => {
    const rule = await admin.post('/api/driver-pay/rules', {
      data: { driverId: driver.driverId, effectiveFrom: '2000-01-01', flat: '6.25', perStop: '1.00' },
    });
    expect(rule.status(), await rule.text()).toBe(201);
  });

  const client = await playwrightRequest.newContext({ baseURL });
  await signUpClient(client);
  const job = await paidJob(client);
  await client.dispose();
  expect((await page.request.post(`/api/orders/${job.id}/accept`)).status()).toBe(200);
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
    const r = await page.request.patch(`/api/orders/${job.id}/status`, {
      data: await stepBody(page.request, job.id, status),
    });
    expect(r.status(), await r.text()).toBe(200);
  }
  // The week the job was delivered in, as the server counts weeks (Monday to Sunday, Central).
  const weeks = (await (
    await page.request.get(`/api/driver-pay/drivers/${driver.driverId}/weeks`)
  ).json()) as {
    weekStart: string;
    jobs: number;
  }[];
  const week = weeks.find((w) => w.jobs === 1)!;
  await asAdmin(async (admin) => {
    const bonus = await admin.post(
      `/api/driver-pay/drivers/${driver.driverId}/weeks/${week.weekStart}/adjustments`,
      {
        data: { kind: 'bonus', amount: '10.00', note: 'Rain cover' },
      },
    );
    expect(bonus.status(), await bonus.text()).toBe(201);
  });

  await page.goto('/driver-dashboard');
  const earned = page
    .getByRole('list', { name: 'Your statistics' })
    .getByRole('listitem')
    .filter({ hasText: 'Money Earned' });
  await expect(earned).toContainText('$18.25');
  await expect(earned).toContainText('your pay for delivered jobs');

  // From the dashboard to Earnings with the keyboard alone.
  const link = page.getByRole('link', { name: 'Earnings' }).filter({ visible: true }).first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/earnings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();

  const weekSelect = page.getByLabel('Week', { exact: true });
  await expect(weekSelect).toHaveValue(week.weekStart);
  await expect(page.getByTestId('week-total')).toHaveText('$18.25');
  const byDay = page.getByRole('region', { name: 'By day' });
  await expect(byDay.getByRole('listitem')).toHaveCount(1);
  await expect(byDay).toContainText('1 job');
  await expect(byDay).toContainText('$8.25');
  const line = page.getByRole('listitem', { name: `Job #${job.displayNumber}` });
  await expect(line).toContainText('$8.25');
  await expect(line).toContainText('Flat per job');
  await expect(line).toContainText('2 stops x $1.00');
  await expect(page.getByRole('region', { name: 'Bonuses and deductions' })).toContainText('Rain cover');

  const pdf = page.getByRole('link', { name: 'Statement (PDF)' });
  const answer = await page.request.get((await pdf.getAttribute('href'))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');

  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await weekSelect.focus();
  await page.keyboard.press('Tab');
  await expect(pdf).toBeFocused();
  await expectNoSeriousViolations(page, 'driver: Earnings at 390 px');
  await context.close();
});
