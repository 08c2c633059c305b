/**
 * Billing sets one driver's pay rule from its own screen: a new driver delivers a job this week,
 * billing finds the driver among this week's, previews a job and a week under a flat rule, and
 * saves it from today; the driver's Earnings then shows the job paid by it. At phone width, by
 * keyboard, without a serious axe finding.
 *
 * Billing staff accounts are made by the operator (no API creates one), so this uses the demo
 * `billing` account; the rule it sets belongs to a fresh driver alone.
 */
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { signUpClient } from '../support/api';
import { expectNoSeriousViolations } from '../a11y/support';
import { signIn } from '../support/pages';
import { paidJob, phoneContext, stepBody } from '../driver/support';
import { signUpDriver } from '../support/drivers';

const BILLING = { username: 'billing', password: 'billing123' };

async function openPayRules(billing: Page) {
  await billing.getByRole('link', { name: /^Pay/ }).filter({ visible: true }).first().click();
  await expect(billing.getByRole('heading', { name: 'Driver pay rules', level: 1 })).toBeVisible();
}

test("billing sets a driver's pay rule, and the driver's week is paid by it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await phoneContext(browser, baseURL, false);
  const page = await context.newPage();
  const driver = await signUpDriver(page.request, { onShift: true });
  const client = await playwrightRequest.newContext({ baseURL });
  await signUpClient(client);
  const job = await paidJob(client);
  await client.dispose();
  expect((await page.request.post(`/api/orders/${job.id}/accept`)).status()).toBe(200);
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
    const moved = await page.request.patch(`/api/orders/${job.id}/status`, {
      data: await stepBody(page.request, job.id, status),
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  const billingContext = await browser.newContext();
  const billing = await billingContext.newPage();
  await signIn(billing, BILLING.username, BILLING.password);
  await openPayRules(billing);
  await expect(billing.getByText('never changes an issued settlement')).toBeVisible();
  const driverLabel = `Dana Runner (driver ${driver.driverId})`;
  await billing.getByLabel('Applies to', { exact: true }).selectOption({ label: driverLabel });
  await billing.getByLabel('Percent of the order', { exact: true }).fill('0');
  await billing.getByLabel('Per stop', { exact: true }).fill('0');
  await billing.getByLabel('Flat per job', { exact: true }).fill('7.00');
  await billing.getByLabel('Jobs in the week', { exact: true }).fill('20');
  // The preview: the job pays the flat amount, a week of twenty such jobs twenty times it.
  await expect(billing.getByTestId('job-pay')).toHaveText('$7.00');
  await expect(billing.getByTestId('week-pay')).toHaveText('$140.00');

  await billing.getByRole('button', { name: 'Save the rule' }).click();
  await expect(billing.getByRole('status').filter({ hasText: 'Rule saved' })).toBeVisible();
  const rule = billing
    .getByRole('list', { name: 'Rules' })
    .getByRole('listitem')
    .filter({ hasText: driverLabel });
  await expect(rule).toContainText('$7.00 a job');
  await expect(rule).toContainText('In force');
  await billingContext.close();

  // The draft week is worked out with the rule in force on the delivery day: today's, the new one.
  await page.goto('/earnings');
  await expect(page.getByTestId('week-total')).toHaveText('$7.00');
  await expect(page.getByRole('listitem', { name: `Job #${job.displayNumber}` })).toContainText(
    'Flat per job',
  );
  await context.close();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the pay rules screen fits, works by keyboard, and passes axe', async ({ page }) => {
    await signIn(page, BILLING.username, BILLING.password);
    await openPayRules(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByLabel('Applies to', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Effective from', { exact: true })).toBeFocused();
    await page.getByLabel('Percent of the order', { exact: true }).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('120');
    const save = page.getByRole('button', { name: 'Save the rule' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('percent must be at most 100')).toBeVisible();
    await expectNoSeriousViolations(page, '/pay-rules at 390 px');
  });
});
