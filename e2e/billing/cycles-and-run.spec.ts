/**
 * At 390 px and by keyboard: billing looks up a fresh organisation's billing cycle (monthly by
 * default), sets it weekly, finds it weekly after a reload, then runs "Invoice last period for
 * everyone" and reads what the server issued, or that nothing was due. The organisation's owner
 * cannot change its own cycle.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../a11y/support';
import { newAccount } from '../support/accounts';
import { signIn } from '../support/pages';
import { registerAccount } from '../support/sign-up';

const BILLING = { username: 'billing', password: 'billing123' };

type RunAnswer = { issued: { number: string; organizationId: number }[]; skipped: number };

test.use({ viewport: { width: 390, height: 844 } });

test('billing sets an organisation weekly and runs the invoice run', async ({ page, request }) => {
  test.setTimeout(90_000);
  const owner = {
    ...newAccount('client'),
    organizationName: `Cycle Clinic ${randomBytes(3).toString('hex')}`,
  };
  expect((await registerAccount(request, { data: owner })).status()).toBe(201);

  await signIn(page, BILLING.username, BILLING.password);
  await expect(page).toHaveURL('/billing');
  const aging = await page.request.get('/api/billing/aging');
  const { organizations } = (await aging.json()) as {
    organizations: { organizationId: number; organizationName: string }[];
  };
  const organizationId = organizations.find(
    (o) => o.organizationName === owner.organizationName,
  )!.organizationId;

  // The owner may read its statement, never set how it is billed.
  const ownCycle = await request.put(`/api/organizations/${organizationId}/billing-cycle`, {
    data: { billingCycle: 'weekly' },
  });
  expect(ownCycle.status(), await ownCycle.text()).toBe(403);

  const cycles = page.getByRole('region', { name: 'Billing cycles' });
  await cycles.getByLabel('Organisation (billing cycle)').selectOption({ label: owner.organizationName });
  await expect(cycles.getByText(`${owner.organizationName} is invoiced: Monthly`)).toBeVisible();

  // By keyboard: the cycle, then Tab to the button and Enter.
  const cycle = cycles.getByLabel('Billing cycle', { exact: true });
  await cycle.focus();
  await cycle.selectOption('weekly');
  await page.keyboard.press('Tab');
  const save = cycles.getByRole('button', { name: 'Save billing cycle' });
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cycles.getByRole('status')).toHaveText(
    `Saved: ${owner.organizationName} is now invoiced weekly (Monday to Sunday).`,
  );
  const stored = await page.request.get(`/api/organizations/${organizationId}/billing-cycle`);
  expect(await stored.json()).toEqual({ organizationId, billingCycle: 'weekly' });

  await page.reload();
  await cycles.getByLabel('Organisation (billing cycle)').selectOption({ label: owner.organizationName });
  await expect(cycles.getByText(`${owner.organizationName} is invoiced: Weekly`)).toBeVisible();
  await expect(cycles.getByLabel('Billing cycle', { exact: true })).toHaveValue('weekly');

  // The run: what the server issued is what the screen lists; an organisation with nothing
  // delivered (this one) is skipped.
  const run = page.getByRole('region', { name: 'Invoice run' });
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/invoices/run'));
  await run.getByRole('button', { name: 'Invoice last period for everyone' }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  const result = (await response.json()) as RunAnswer;
  expect(result.issued.map((i) => i.organizationId)).not.toContain(organizationId);
  expect(result.skipped).toBeGreaterThan(0);
  if (result.issued.length === 0) {
    await expect(run.getByRole('status')).toHaveText(/^Nothing was due/);
  } else {
    const list = run.getByRole('list', { name: 'Invoices issued by the run' });
    await expect(list.getByRole('listitem')).toHaveCount(result.issued.length);
    for (const invoice of result.issued) await expect(list).toContainText(invoice.number);
  }

  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, '/billing with the cycle and the run at 390 px');
});
