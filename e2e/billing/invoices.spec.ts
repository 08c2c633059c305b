/**
 * A month on account, as the people meet it: the owner invites a booker from the Members screen,
 * the booker joins from the emailed link and books; dispatch approves it unpaid (on account) and assigns a
 * driver, who delivers it (API steps, as the driver specs do); billing issues the month's invoice from
 * its console; the owner finds it under Invoices and downloads the PDF. Then both screens at phone
 * width, by keyboard, without a serious axe finding.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from '../a11y/support';
import { DEMO, newAccount } from '../support/accounts';
import { HOUSTON_BOOKING } from '../support/bookings';
import { joinLinkFor, mailTo } from '../support/mailbox';
import { signIn } from '../support/pages';
import { stepBody } from '../driver/support';
import { registerAccount } from '../support/sign-up';
import { signUpDriver } from '../support/drivers';

const BILLING = { username: 'billing', password: 'billing123' };

/** Today and the first of this month on Houston's calendar, as the date inputs take them. */
function thisMonth() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** An owner with an organisation of a name no other spec uses. */

/** Dispatch approves the order unpaid (billed on account) and assigns a new driver, who delivers it. */
async function approveAndDeliver(baseURL: string, orderId: number) {
  const admin = await playwrightRequest.newContext({ baseURL });
  const driver = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post('/api/auth/login', { data: DEMO.admin });
    expect(login.status()).toBe(200);
    const approved = await admin.patch(`/api/orders/${orderId}`, { data: { status: 'confirmed' } });
    expect(approved.status(), await approved.text()).toBe(200);
    expect((await approved.json()).paymentStatus).toBe('invoiced');
    // Dispatch assigns the driver: a driver's accept would race auto-dispatch's offer to another.
    const { driverId } = await signUpDriver(driver, { onShift: true });
    const assigned = await admin.post(`/api/orders/${orderId}/assign`, { data: { driverId } });
    expect(assigned.status(), await assigned.text()).toBe(200);
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
      const moved = await driver.patch(`/api/orders/${orderId}/status`, {
        data: await stepBody(driver, orderId, status),
      });
      expect(moved.status(), `${status}: ${await moved.text()}`).toBe(200);
    }
  } finally {
    await admin.dispose();
    await driver.dispose();
  }
}

async function bookAsBooker(booker: APIRequestContext) {
  const booked = await booker.post('/api/orders', {
    data: { ...HOUSTON_BOOKING, serviceType: 'medical_equipment', itemDescription: 'Infusion pump' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()) as { id: number; displayNumber: string };
}

test('a booker books on account, billing invoices the month, the owner downloads the PDF', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = newAccount('client', 'Invoice Clinic');
  expect((await registerAccount(request, { data: owner })).status()).toBe(201);

  // The owner invites a booker from the Members screen.
  await signIn(page, owner.username, owner.password);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('link', { name: 'Members' }).click();
  const bookerEmail = `booker_${Date.now().toString(36)}@example.test`;
  await page.getByLabel('Email to invite').fill(bookerEmail);
  await page.getByLabel('Role').selectOption('booker');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'emailed' })).toContainText(bookerEmail);

  // The booker joins from the email and books; the order is the organisation's, on account.
  const bookerContext = await browser.newContext();
  const bookerPage = await bookerContext.newPage();
  await bookerPage.goto(await joinLinkFor(bookerEmail));
  await bookerPage.getByLabel('First name').fill('Bea');
  await bookerPage.getByLabel('Last name').fill('Booker');
  await bookerPage.getByLabel('Username').fill(`bea_${Date.now().toString(36)}`);
  await bookerPage.getByLabel('Password').fill('Booker-Pass-123');
  await bookerPage.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(bookerPage).toHaveURL('/dashboard');
  const order = await bookAsBooker(bookerPage.request);
  await bookerContext.close();
  await approveAndDeliver(baseURL!, order.id);

  // Billing issues this month's invoice for the organisation from its console.
  const billingContext = await browser.newContext();
  const billing = await billingContext.newPage();
  await signIn(billing, BILLING.username, BILLING.password);
  await expect(billing).toHaveURL('/billing');
  const month = thisMonth();
  await billing.getByLabel('Organisation', { exact: true }).selectOption({ label: owner.organizationName });
  await billing.getByLabel('From', { exact: true }).fill(month.from);
  await billing.getByLabel('To', { exact: true }).fill(month.to);
  await billing.getByRole('button', { name: 'Issue invoice' }).click();
  const issued = billing.getByRole('status').filter({ hasText: 'issued to' });
  await expect(issued).toContainText(`${owner.organizationName}: 1 delivery`);
  const number = /INV-\d{6}/.exec((await issued.textContent()) ?? '')![0];
  await expect(billing.getByRole('list', { name: 'Invoices' })).toContainText(number);
  await billingContext.close();

  // The owner is emailed, and finds the invoice under Invoices with its PDF.
  await expect
    .poll(async () => (await mailTo(owner.email)).map((m) => m.subject).join('\n'))
    .toContain(number);
  await page.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: number });
  await expect(card).toContainText('1 order');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: `Download ${number} as PDF` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`medlink-${number}.pdf`);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the billing console and the invoices screen fit, work by keyboard, and pass axe', async ({
    page,
    browser,
    request,
  }) => {
    const owner = newAccount('client', 'Invoice Clinic');
    expect((await registerAccount(request, { data: owner })).status()).toBe(201);
    await signIn(page, owner.username, owner.password);
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    await expect(page.getByText('No invoices yet.')).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, '/invoices at 390 px');

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const billing = await context.newPage();
    await signIn(billing, BILLING.username, BILLING.password);
    await expect(billing.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    expect(
      await billing.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // By keyboard: the organisation, the two days, then the button, which names what is missing.
    await billing.getByLabel('Organisation', { exact: true }).focus();
    await billing.keyboard.press('Tab');
    await expect(billing.getByLabel('From', { exact: true })).toBeFocused();
    await billing.getByRole('button', { name: 'Issue invoice' }).focus();
    await billing.keyboard.press('Enter');
    await expect(billing.getByText('Choose the organisation to invoice')).toBeVisible();
    await expectNoSeriousViolations(billing, '/billing at 390 px');
    await context.close();
  });
});
