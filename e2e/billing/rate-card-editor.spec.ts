/**
 * Billing sets a contract rate card from its own screen: it picks a new organisation, finds the
 * standard card in force, is told what a wrong amount is before anything is sent, previews a sample
 * trip and saves a version from today; the organisation's owner then books, and the receipt shows
 * the new card's lines. At phone width, by keyboard, without a serious axe finding.
 *
 * Billing staff accounts are made by the operator (no API creates one), so this uses the demo
 * `billing` account; every organisation it edits is a fresh one.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../a11y/support';
import { newAccount } from '../support/accounts';
import { signIn } from '../support/pages';
import { type Order } from '../orders/helpers';
import { registerAccount } from '../support/sign-up';
import { book } from '../support/api';
import { LAB_RUN } from '../support/bookings';

const BILLING = { username: 'billing', password: 'billing123' };

/** Opens Rate cards from the menu (the bottom bar on a phone) and picks the organisation. */
async function openCard(billing: Page, organizationName: string) {
  await billing.getByRole('link', { name: /^Rate/ }).filter({ visible: true }).first().click();
  await expect(billing.getByRole('heading', { name: 'Rate cards', level: 1 })).toBeVisible();
  await billing.getByLabel('Organisation', { exact: true }).selectOption({ label: organizationName });
  await expect(billing.getByTestId('card-in-force')).toContainText('The standard card');
}

test("billing sets an organisation's card, and the owner's next order is priced by it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = newAccount('client', 'Rate Clinic');
  expect((await registerAccount(page.request, { data: owner })).status()).toBe(201);

  const billingContext = await browser.newContext();
  const billing = await billingContext.newPage();
  await signIn(billing, BILLING.username, BILLING.password);
  await expect(billing).toHaveURL('/billing');
  await openCard(billing, owner.organizationName);
  await expect(billing.getByText('never reprices orders already booked')).toBeVisible();

  // A wrong amount is named under its field by the domain's own rule, and nothing is saved.
  const base = billing.getByLabel('Base rate', { exact: true });
  await base.fill('41');
  await billing.getByRole('button', { name: 'Save the new version' }).click();
  await expect(billing.getByText('must be an amount with two decimals such as 25.00')).toBeVisible();
  await expect(base).toHaveAttribute('aria-invalid', 'true');
  await expect(billing.getByText('No versions yet')).toBeVisible();

  await base.fill('41.00');
  await billing.getByLabel('Band 1 per mile', { exact: true }).fill('2.00');
  // The preview prices the sample trip (8.0 mi) with the card as typed.
  const preview = billing.getByRole('definition').filter({ hasText: '$41.00' });
  await expect(preview).toBeVisible();
  await expect(billing.getByText('8.0 mi at $2.00/mi')).toBeVisible();

  await billing.getByRole('button', { name: 'Save the new version' }).click();
  await expect(billing.getByRole('status').filter({ hasText: 'Version 1 saved' })).toBeVisible();
  await expect(billing.getByTestId('card-in-force')).toContainText('Version 1, from');
  await expect(billing.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(1);
  await billingContext.close();

  // The owner books; the receipt carries the new card's lines.
  const order = await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Rate card editor' });
  await page.goto(`/receipt/${order.id}`);
  const receipt = page.getByRole('region', { name: `Receipt for order #${order.displayNumber}` });
  await expect(receipt.getByTestId('receipt-rates')).toHaveText('Your contract rate card, version 1');
  const lines = receipt.getByTestId('price-line');
  await expect(lines.filter({ hasText: 'Base rate' })).toContainText('$41.00');
  await expect(lines.filter({ hasText: 'Distance' })).toContainText('at $2.00/mi');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the rate card screen fits, works by keyboard, and passes axe', async ({ page, request }) => {
    const owner = newAccount('client', 'Rate Clinic');
    expect((await registerAccount(request, { data: owner })).status()).toBe(201);
    await signIn(page, BILLING.username, BILLING.password);
    await openCard(page, owner.organizationName);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // From the organisation to the day by Tab; a wrong base rate typed, then saved by Enter.
    await page.getByLabel('Organisation', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Effective from', { exact: true })).toBeFocused();
    await page.getByLabel('Base rate', { exact: true }).focus();
    await page.keyboard.type('x');
    const save = page.getByRole('button', { name: 'Save the new version' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Some fields need fixing')).toBeVisible();
    await expectNoSeriousViolations(page, '/rate-cards at 390 px');
  });
});
