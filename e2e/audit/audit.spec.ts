/**
 * The audit screen (decision 045): the compliance reviewer filters the trail to one order, sees who
 * read and changed it, and exports exactly that as CSV.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../a11y/support';
import { DEMO } from '../support/accounts';
import { book } from '../support/api';

// The client books at a desk of its own; `page` is dispatch's console.
test.use({ clientContext: 'own' });

test('the reviewer filters the audit trail to one order and exports it', async ({ page, client }) => {
  test.setTimeout(90_000);
  // Someone books an order and reads it: one change and one read to find.
  const order = await book(client.request);
  expect((await client.request.get(`/api/orders/${order.id}`)).status()).toBe(200);

  await page.goto('/login');
  const card = page.getByRole('region', { name: 'Sign In' });
  await card.getByLabel('Username').fill(DEMO.admin.username);
  await card.getByLabel('Password').fill(DEMO.admin.password);
  await card.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(DEMO.admin.home);

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter the audit trail' });
  await filters.getByLabel('Order').fill(`#${order.displayNumber}`);
  await filters.getByRole('button', { name: 'Apply filters' }).click();

  await expect(page.getByRole('heading', { name: 'Matching events' })).toBeVisible();
  const events = page.getByRole('list', { name: 'Audit events' }).getByRole('listitem');
  await expect(events.filter({ hasText: 'Order created' })).toHaveCount(1);
  await expect(
    events.filter({ hasText: 'Read: Contact names and phones, Item description' }).first(),
  ).toBeVisible();
  // Every row is about this order.
  const count = await events.count();
  for (let i = 0; i < count; i++) await expect(events.nth(i)).toContainText(`#${order.displayNumber}`);

  await expectNoSeriousViolations(page, 'admin: /admin/audit filtered');

  const download = page.waitForEvent('download');
  await filters.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^medlink-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toContain('When (UTC),Read or write,Action');
  // Every event the page showed, and only events of this order: dispatch's list reads from other
  // specs on the same server may name this order too, between the page's read and the export's.
  expect(lines.length - 1).toBeGreaterThanOrEqual(count);
  for (const line of lines.slice(1)) expect(line).toContain(order.displayNumber);
  expect(lines.filter((line) => line.includes(',write,order_created,'))).toHaveLength(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the audit trail fits the screen and passes axe', async ({ page }) => {
    await page.goto('/login');
    const card = page.getByRole('region', { name: 'Sign In' });
    await card.getByLabel('Username').fill(DEMO.admin.username);
    await card.getByLabel('Password').fill(DEMO.admin.password);
    await card.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(DEMO.admin.home);
    await page
      .getByRole('navigation', { name: 'Bottom navigation' })
      .getByRole('link', { name: 'Audit' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Audit events' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, 'admin: /admin/audit at 390 px');
  });
});
