/**
 * axe on every dialog of the web app, open, at 1280 and at 390 px. The dialogs are found in the
 * source (each component that renders a DialogContent or AlertDialogContent), so a new dialog is
 * opened here or this spec fails naming it. Each person's dialogs are opened in one session of a
 * fresh account (dispatch and billing: their seeded accounts), one axe run each. Every dialog but
 * dispatch's (its console stays English) is opened once more in Spanish at both widths, found by the
 * Spanish words of the catalogue, with the page checked to be Spanish before axe runs.
 */
import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO } from '../support/accounts';
import { HOUSTON_BOOKING } from '../support/bookings';
import { apiSignIn, pieceLabelsOf } from '../driver/support';
import { type OrderAnswer, equipmentRun, orderNow } from '../journey/steps';
import { expandRow, orderRows } from '../orders/helpers';
import { expectNoSeriousViolations } from './support';
import { chooseLanguage, expectSpanish, wordsIn, type Language, type Say } from './languages';
import { dialogComponents } from './dialog-components';
import { asAdmin, baseURL, deliver } from './dialog-fixtures';
import { signUpDriver } from '../support/drivers';
import { book, signUpClient } from '../support/api';

type Who = 'client' | 'receiving' | 'driver' | 'admin' | 'billing';
const BILLING = { username: 'billing', password: 'billing123' };

/** Who opens each dialog (named by its component's file). The walk opens them in this order. */
const OPENED_BY: Record<string, Who> = {
  AvailabilityDialogContent: 'client',
  CancelOwnOrder: 'client',
  TrackOrderDialog: 'client',
  PinDialog: 'client',
  RatingDialog: 'client',
  ChangePasswordDialog: 'client',
  TwoFactorDialog: 'client',
  RecoveryCodesDialog: 'client',
  CheckInDialog: 'receiving',
  DeclineJobDialog: 'driver',
  ConfirmStepDialog: 'driver',
  AssignDriverDialog: 'admin',
  MessageDialog: 'admin',
  CancelOrderDialog: 'admin',
  CapabilitiesDialog: 'admin',
  AdjustInvoiceDialog: 'billing',
};

test('the walk opens every dialog the app renders', () => {
  const missing = dialogComponents().filter((name) => !(name in OPENED_BY));
  expect(missing, 'dialog components this spec does not open').toEqual([]);
});

/** One walk's width and language, and the words of that language. */
type Pass = { width: number; language: Language; say: Say };
const where = ({ width, language }: Pass) => `${width} px${language === 'es' ? ' in Spanish' : ''}`;

/** axe with the dialog open, then Escape closes it (the dialog is checked as a person meets it). */
async function check(page: Page, dialog: Locator, name: string, pass: Pass) {
  await expect(dialog).toBeVisible();
  if (pass.language === 'es') await expectSpanish(page, { signedIn: true });
  await expectNoSeriousViolations(page, `${name} at ${where(pass)}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * The order-history row of `displayNumber`, found through the list's search box and unfolded (a
 * row unfolded before a dialog opened stays unfolded when it closes: it is not folded again).
 */
async function openRow(page: Page, say: Say, displayNumber: string) {
  await page.getByLabel(say('Search orders', 'orders.filter.search')).fill(displayNumber);
  await expect(orderRows(page)).toHaveCount(1);
  const row = orderRows(page).filter({ hasText: `#${displayNumber}` });
  const toggle = row.locator('button[aria-expanded]');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await expandRow(row);
  return row;
}

const WALKS: Record<Who, (page: Page, pass: Pass) => Promise<void>> = {
  async client(page, pass) {
    const { say } = pass;
    const { account } = await signUpClient(page.request, { organization: 'Journey Pharmacy' });
    await chooseLanguage(page.request, pass.language);
    const unpaid = await orderNow(
      page.request,
      (await book(page.request, equipmentRun('standard'), { paid: false })).id,
    );
    const paid = await orderNow(
      page.request,
      (await book(page.request, equipmentRun('express'), { paid: true })).id,
    );
    const delivered = await orderNow(
      page.request,
      (await book(page.request, equipmentRun('standard'), { paid: true })).id,
    );
    await deliver(delivered);

    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: say('Check Availability', 'client.side.availability') })
      .first()
      .click();
    const availability = say('Service availability', 'client.availability.title');
    await check(page, page.getByRole('dialog', { name: availability }), 'Service availability', pass);

    await page.goto('/orders');
    const number = (order: OrderAnswer) => ({ number: order.displayNumber });
    let row = await openRow(page, say, unpaid.displayNumber);
    await row.getByRole('button', { name: say('Cancel order', 'orders.cancel.button') }).click();
    const cancel = say('Cancel order #{number}?', 'orders.cancel.title', number(unpaid));
    await check(page, page.getByRole('alertdialog', { name: cancel }), 'Cancel own order', pass);
    row = await openRow(page, say, paid.displayNumber);
    await row.getByRole('button', { name: say('Track Order', 'orders.track') }).click();
    const track = say('Track Delivery #{number}', 'tracking.dialog.title', number(paid));
    await check(page, page.getByRole('dialog', { name: track }), 'Track Delivery', pass);
    row = await openRow(page, say, paid.displayNumber);
    const end = { end: say('delivery', 'pin.end.delivery') };
    const movePin = say('Move the {end} pin of #{number}', 'pin.moveLabel', { ...end, ...number(paid) });
    await row.getByRole('button', { name: movePin }).click();
    const pin = say('Move the {end} pin', 'pin.title', end);
    await check(page, page.getByRole('dialog', { name: pin }), 'Move the delivery pin', pass);
    row = await openRow(page, say, delivered.displayNumber);
    await row.getByRole('button', { name: say('Track Order', 'orders.track') }).click();
    const rate = say('Rate your delivery', 'rating.client.title');
    await check(page, page.getByRole('dialog', { name: rate }), 'Rate your delivery', pass);

    await page.goto('/security');
    await page.getByRole('button', { name: say('Change password', 'security.password.change') }).click();
    const change = page.getByRole('dialog', {
      name: say('Change password', 'security.password.dialogTitle'),
    });
    await check(page, change, 'Change password', pass);
    // Two-factor turned on for real (it is a fresh account), so its recovery codes can be renewed.
    await page.getByRole('button', { name: say('Enable two-factor', 'security.twoFactor.enable') }).click();
    const enable = say('Enable two-factor authentication', 'security.twoFactor.enableTitle');
    const twoFactor = page.getByRole('dialog', { name: enable });
    await twoFactor.getByLabel(say('Current password', 'security.password.current')).fill(account.password);
    await twoFactor.getByRole('button', { name: say('Continue', 'security.twoFactor.continue') }).click();
    const qr = say('QR code for your authenticator app', 'security.twoFactor.qr');
    await expect(twoFactor.getByRole('img', { name: qr })).toBeVisible();
    if (pass.language === 'es') await expectSpanish(page, { signedIn: true });
    await expectNoSeriousViolations(page, `Enable two-factor at ${where(pass)}`);
    const secret = (await twoFactor.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    const code = say('Verification code', 'security.twoFactor.verificationCode');
    await twoFactor.getByLabel(code).fill(await generate({ secret }));
    await twoFactor.getByRole('button', { name: say('Confirm', 'security.twoFactor.confirm') }).click();
    const saved = say('I have saved these codes', 'security.codes.saved');
    await twoFactor.getByRole('button', { name: saved }).click();
    await expect(twoFactor).toBeHidden();
    const newCodes = say('New recovery codes', 'security.twoFactor.newCodes');
    await page.getByRole('button', { name: newCodes }).click();
    const renew = page.getByRole('dialog', { name: say('New recovery codes', 'security.codes.title') });
    await check(page, renew, 'New recovery codes', pass);
  },

  async receiving(page, pass) {
    // A lab listed as a receiving site; its owner keeps the desk. A clinic's run to it, delivered.
    await signUpClient(page.request, { organization: 'Journey Pharmacy' });
    await chooseLanguage(page.request, pass.language);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { organizationId: number };
    const listed = await page.request.put(`/api/organizations/${me.organizationId}/receiving-site`, {
      data: { receivingSite: true },
    });
    expect(listed.status(), await listed.text()).toBe(200);
    const clinic = await playwrightRequest.newContext({ baseURL });
    let order: OrderAnswer;
    try {
      await signUpClient(clinic, { organization: 'Journey Pharmacy' });
      const booked = await clinic.post('/api/orders', {
        data: {
          ...HOUSTON_BOOKING,
          serviceType: 'medical_equipment',
          deliveryOrganizationId: me.organizationId,
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      order = (await booked.json()) as OrderAnswer;
      const payment = await clinic.post('/api/test-payment', { data: { orderId: order.id } });
      expect(payment.status(), await payment.text()).toBe(200);
    } finally {
      await clinic.dispose();
    }
    await deliver(order);
    await page.goto('/receiving');
    const number = { number: order.displayNumber };
    await page
      .getByRole('button', { name: pass.say('Check in #{number}', 'desk.card.checkIn', number) })
      .click();
    const checkIn = pass.say('Check in #{number}', 'desk.dialog.title', number);
    await check(page, page.getByRole('dialog', { name: checkIn }), 'Check in', pass);
  },

  async driver(page, pass) {
    const { say } = pass;
    await signUpDriver(page.request, { onShift: true });
    await chooseLanguage(page.request, pass.language);
    const client = await playwrightRequest.newContext({ baseURL });
    let order: OrderAnswer;
    try {
      await signUpClient(client, { organization: 'Journey Pharmacy' });
      order = await orderNow(client, (await book(client, equipmentRun('standard'), { paid: true })).id);
    } finally {
      await client.dispose();
    }
    const accepted = await page.request.post(`/api/orders/${order.id}/accept`, { data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await page.goto('/driver-dashboard');
    const number = { number: order.displayNumber };
    await page
      .getByRole('tablist', { name: say('Driver views', 'driver.views') })
      .getByRole('tab', { name: say('Active Deliveries', 'driver.tab.active') })
      .click();
    const card = page.getByRole('region', {
      name: say('Active delivery #{number}', 'driver.card.label', number),
    });
    await card.getByRole('button', { name: say('Decline job…', 'driver.card.decline') }).click();
    const decline = say('Decline job #{number}?', 'driver.decline.title', number);
    await check(page, page.getByRole('dialog', { name: decline }), 'Decline job', pass);
    const bar = page.getByRole('region', { name: say('Next step', 'driver.bar.region') });
    await bar.getByRole('button', { name: say('Start Job', 'step.start_job') }).click();
    const completePickup = say('Complete Pickup', 'step.complete_pickup');
    await bar.getByRole('button', { name: completePickup }).click();
    const pickup = page.getByRole('dialog', {
      name: say('{step}?', 'driver.confirm.title', { step: completePickup }),
    });
    // Each piece's label typed into the hand-over dialog, as a driver with a keyboard scans it.
    const labels = await pieceLabelsOf(page.request, order.id);
    const field = pickup.getByLabel(say('Piece label (scan or type)', 'pieces.labelField'));
    for (const label of labels) {
      await field.fill(label);
      await field.press('Enter');
    }
    const count = { scanned: labels.length, count: labels.length };
    await expect(
      pickup.getByText(say('Pieces: {scanned} of {count} scanned', 'pieces.legend', count)),
    ).toBeVisible();
    await check(page, pickup, 'Complete Pickup', pass);
  },

  async admin(page, pass) {
    const client = await playwrightRequest.newContext({ baseURL });
    let order: OrderAnswer;
    try {
      await signUpClient(client, { organization: 'Journey Pharmacy' });
      order = await orderNow(client, (await book(client, equipmentRun('standard'), { paid: true })).id);
    } finally {
      await client.dispose();
    }
    const number = `#${order.displayNumber}`;
    await apiSignIn(page.request, DEMO.admin);
    await page.goto('/admin-dashboard');
    const row = page.locator(`[data-order-id="${order.id}"]`).filter({ visible: true });
    await row.getByRole('button', { name: `Assign Driver to ${number}` }).click();
    await check(page, page.getByRole('dialog', { name: 'Assign Driver' }), 'Assign Driver', pass);
    await row.getByRole('button', { name: `Message client about ${number}` }).click();
    await check(page, page.getByRole('dialog', { name: 'Send Message to Client' }), 'Send Message', pass);
    await row.getByRole('button', { name: `Cancel ${number}` }).click();
    await check(
      page,
      page.getByRole('alertdialog', { name: `Cancel order ${number}?` }),
      'Cancel order',
      pass,
    );
    await page.getByRole('tab', { name: 'Driver Management' }).click();
    await page
      .getByRole('button', { name: /^Edit capabilities of / })
      .first()
      .click();
    await check(page, page.getByRole('dialog', { name: /can carry$/ }), 'Driver capabilities', pass);
  },

  async billing(page, pass) {
    // An order approved on account and delivered: billing invoices the month, then adjusts it.
    const client = await playwrightRequest.newContext({ baseURL });
    let organizationId: number;
    try {
      await signUpClient(client, { organization: 'Journey Pharmacy' });
      organizationId = ((await (await client.get('/api/auth/me')).json()) as { organizationId: number })
        .organizationId;
      const order = await orderNow(
        client,
        (await book(client, equipmentRun('standard'), { paid: false })).id,
      );
      await asAdmin(async (admin) => {
        const approved = await admin.patch(`/api/orders/${order.id}`, { data: { status: 'confirmed' } });
        expect(approved.status(), await approved.text()).toBe(200);
      });
      await deliver(order);
    } finally {
      await client.dispose();
    }
    await apiSignIn(page.request, BILLING);
    const monthAgo = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const issued = await page.request.post('/api/invoices', {
      data: { organizationId, periodStart: monthAgo, periodEnd: tomorrow },
    });
    expect(issued.status(), await issued.text()).toBe(201);
    const { number } = (await issued.json()) as { number: string };
    await page.goto('/billing');
    const record = pass.say('Record a payment for {number}', 'billingConsole.recordPaymentFor', { number });
    await page.getByRole('button', { name: record }).click();
    await check(page, page.getByRole('dialog').filter({ hasText: number }), 'Record payment', pass);
  },
};

// The walks are independent: both workers share them.
test.describe.configure({ mode: 'parallel' });

const dialogsOf = (who: Who) => Object.keys(OPENED_BY).filter((name) => OPENED_BY[name] === who);
// axe over dispatch's long lists takes most of this on a loaded machine (CI runs two workers).
const timeFor = (names: string[]) => 90_000 + names.length * 20_000;
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const who of Object.keys(WALKS) as Who[]) {
      const names = dialogsOf(who);
      test(`${who}: ${names.join(', ')}`, async ({ page }) => {
        // Fixtures through the API, then one page load and one axe run per dialog.
        test.setTimeout(timeFor(names));
        await WALKS[who](page, { width: viewport.width, language: 'en', say: wordsIn('en') });
      });
    }
  });
}

// Spanish: fresh accounts choose it on the account; billing's seeded one (shared) by its browser.
for (const viewport of WIDTHS) {
  test.describe(`in Spanish at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const who of (Object.keys(WALKS) as Who[]).filter((person) => person !== 'admin')) {
      test.describe(`as ${who}`, () => {
        test.use({ locale: who === 'billing' ? 'es-US' : 'en-US' });
        const names = dialogsOf(who);
        test(`${who} in Spanish: ${names.join(', ')}`, async ({ page }) => {
          test.setTimeout(timeFor(names));
          await WALKS[who](page, { width: viewport.width, language: 'es', say: wordsIn('es') });
        });
      });
    }
  });
}
