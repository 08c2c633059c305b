/**
 * An organisation owner's audit trail (decision 066): the owner of a fresh organisation, whose
 * booker books two orders, filters the screen to one of them and exports it. The CSV holds that
 * order's lines only: nothing of the other organisation's order dispatch read at the same time,
 * in the same list. Then the screen at phone width, by keyboard, without a serious axe finding.
 */
import { readFile } from 'node:fs/promises';
import { expect, request as newRequest, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../a11y/support';
import { DEMO, newAccount } from '../support/accounts';
import { book, type Booked } from '../support/api';
import { mailTo } from '../support/mailbox';
import { signIn } from '../support/pages';
import { registerAccount } from '../support/sign-up';

/** A signed-in API session of its own (its own cookies), as a person at another desk. */
async function session(baseURL: string, login?: { username: string; password: string }) {
  const context = await newRequest.newContext({ baseURL });
  if (login) expect((await context.post('/api/auth/login', { data: login })).status()).toBe(200);
  return context;
}

/** A fresh organisation: its owner registers, invites a booker by email, who joins and books two orders. */
async function organisationWithBooker(baseURL: string) {
  const owner = newAccount('client');
  const ownerApi = await session(baseURL);
  expect((await registerAccount(ownerApi, { data: owner })).status()).toBe(201);
  const { organizationId } = (await (await ownerApi.get('/api/auth/me')).json()) as {
    organizationId: number;
  };
  const email = `booker_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const invited = await ownerApi.post(`/api/organizations/${organizationId}/members`, {
    data: { email, role: 'booker' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  let token: string | undefined;
  await expect
    .poll(async () => (token = /#token=([A-Za-z0-9_-]+)/.exec((await mailTo(email))[0]?.text ?? '')?.[1]))
    .toBeTruthy();
  const bookerApi = await session(baseURL);
  const joined = await bookerApi.post('/api/invitations/accept', {
    data: {
      token,
      username: `bea_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      password: 'Booker-Pass-123',
      firstName: 'Bea',
      lastName: 'Booker',
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const orders = [await book(bookerApi), await book(bookerApi)];
  await Promise.all([ownerApi.dispose(), bookerApi.dispose()]);
  return { owner, orders };
}

test('the owner filters the audit trail to one order of its organisation and exports it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { owner, orders } = await organisationWithBooker(baseURL!);
  const [mine, sibling] = orders as [Booked, Booked];
  // Another organisation's order, read by dispatch beside the owner's, one by one and in one list.
  const stranger = newAccount('client');
  const strangerApi = await session(baseURL!);
  expect((await registerAccount(strangerApi, { data: stranger })).status()).toBe(201);
  const theirs = await book(strangerApi);
  await strangerApi.dispose();
  const dispatch = await session(baseURL!, DEMO.admin);
  for (const url of [`/api/orders/${mine.id}`, '/api/orders?limit=50', `/api/orders/${theirs.id}`])
    expect((await dispatch.get(url)).status(), url).toBe(200);
  await dispatch.dispose();

  await signIn(page, owner.username, owner.password);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter the audit trail' });
  await filters.getByLabel('Order').fill(`#${mine.displayNumber}`);
  await filters.getByRole('button', { name: 'Apply filters' }).click();

  await expect(page.getByRole('heading', { name: 'Matching events' })).toBeVisible();
  const events = page.getByRole('list', { name: 'Audit events' }).getByRole('listitem');
  await expect(events.filter({ hasText: 'Order created' })).toHaveCount(1);
  await expect(events.filter({ hasText: 'Bea Booker' }).first()).toBeVisible();
  // Dispatch's reads are there, by first name and role, without its network address.
  await expect(
    events.filter({ hasText: 'GET /api/orders/:id' }).filter({ hasText: 'admin' }).first(),
  ).toBeVisible();
  const count = await events.count();
  // Every line is about this order (a list read may name the organisation's other order beside
  // it), and none names the other organisation's.
  for (let i = 0; i < count; i++) {
    await expect(events.nth(i)).toContainText(`#${mine.displayNumber}`);
    await expect(events.nth(i)).not.toContainText(theirs.displayNumber);
  }

  const download = page.waitForEvent('download');
  await filters.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^medlink-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toContain('When (UTC),Read or write,Action');
  expect(lines).toHaveLength(count + 1);
  for (const line of lines.slice(1)) {
    expect(line).toContain(mine.displayNumber);
    expect(line).not.toContain(theirs.displayNumber);
  }
  // One booking, this order's: the sibling's creation is not on it.
  expect(lines.filter((line) => line.includes(',write,order_created,'))).toHaveLength(1);
  expect(lines.filter((line) => line.includes(',write,') && line.includes(sibling.displayNumber))).toEqual(
    [],
  );
  // Dispatch's list named both organisations' orders; the owner's copy names only its own.
  const listRead = lines.find((line) => line.includes('GET /api/orders,'));
  expect(listRead).toBeDefined();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the owner's audit trail fits, works by keyboard, and passes axe", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const { owner, orders } = await organisationWithBooker(baseURL!);
    await signIn(page, owner.username, owner.password);
    await expect(page).toHaveURL('/dashboard');
    await page.getByRole('link', { name: 'Audit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Audit events' })).toBeVisible();

    const filters = page.getByRole('form', { name: 'Filter the audit trail' });
    await filters.getByLabel('Order').focus();
    await page.keyboard.type(orders[1]!.displayNumber);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Matching events' })).toBeVisible();
    const events = page.getByRole('list', { name: 'Audit events' }).getByRole('listitem');
    await expect(events.filter({ hasText: 'Order created' })).toHaveCount(1);
    const count = await events.count();
    for (let i = 0; i < count; i++) await expect(events.nth(i)).toContainText(`#${orders[1]!.displayNumber}`);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, 'owner: /audit at 390 px');
  });
});
