/**
 * axe on every dialog of the web app, open, at 1280 and at 390 px. The dialogs are found in the
 * source (each component that renders a DialogContent or AlertDialogContent), so a new dialog is
 * opened here or this spec fails naming it. Each person's dialogs are opened in one session of a
 * fresh account (dispatch and billing: their seeded accounts), one axe run each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { generate } from 'otplib';
import { DEMO } from '../support/accounts';
import { HOUSTON_BOOKING } from '../support/bookings';
import {
  activeCard,
  apiSignIn,
  driverTab,
  nextStepBar,
  registerDriver,
  scanEveryPiece,
} from '../driver/support';
import { book, driverStep, freshClient, freshDriver, TO_THE_DOOR, type OrderAnswer } from '../journey/steps';
import { expandRow, findOrderRow } from '../orders/helpers';
import { expectNoSeriousViolations } from './support';

type Who = 'client' | 'receiving' | 'driver' | 'admin' | 'billing';
const BILLING = { username: 'billing', password: 'billing123' };
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5199)}`;

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

/** The components under src/web/features and src/web/app that render a dialog. */
function dialogComponents(): string[] {
  const root = new URL('../../src/web/', import.meta.url).pathname;
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) {
        if (/<(Alert)?DialogContent\b/.test(readFileSync(path, 'utf8'))) found.push(basename(path, '.tsx'));
      }
    }
  };
  for (const dir of ['features', 'app']) walk(join(root, dir));
  return found.sort();
}

test('the walk opens every dialog the app renders', () => {
  const missing = dialogComponents().filter((name) => !(name in OPENED_BY));
  expect(missing, 'dialog components this spec does not open').toEqual([]);
});

/** axe with the dialog open, then Escape closes it (the dialog is checked as a person meets it). */
async function check(page: Page, dialog: Locator, name: string, width: number) {
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, `${name} at ${width} px`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Dispatch's own request session, apart from the page's cookie. */
async function asAdmin<T>(work: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await apiSignIn(admin, DEMO.admin);
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

/** A driver of its own runs `order` to the door. */
async function deliver(order: OrderAnswer) {
  const driver = await playwrightRequest.newContext({ baseURL });
  try {
    await freshDriver(driver);
    const accepted = await driver.post(`/api/orders/${order.id}/accept`, { data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);
    for (const next of TO_THE_DOOR) await driverStep(driver, order.id, next);
  } finally {
    await driver.dispose();
  }
}

const WALKS: Record<Who, (page: Page, width: number) => Promise<void>> = {
  async client(page, width) {
    const account = await freshClient(page.request);
    const unpaid = await book(page.request, 'standard', { paid: false });
    const paid = await book(page.request, 'express', { paid: true });
    const delivered = await book(page.request, 'standard', { paid: true });
    await deliver(delivered);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Check Availability' }).first().click();
    await check(
      page,
      page.getByRole('dialog', { name: 'Service availability' }),
      'Service availability',
      width,
    );

    await page.goto('/orders');
    let row = await findOrderRow(page, unpaid.displayNumber);
    await expandRow(row);
    await row.getByRole('button', { name: 'Cancel order' }).click();
    await check(
      page,
      page.getByRole('alertdialog', { name: `Cancel order #${unpaid.displayNumber}?` }),
      'Cancel own order',
      width,
    );
    row = await findOrderRow(page, paid.displayNumber);
    await expandRow(row);
    await row.getByRole('button', { name: 'Track Order' }).click();
    await check(
      page,
      page.getByRole('dialog', { name: `Track Delivery #${paid.displayNumber}` }),
      'Track Delivery',
      width,
    );
    row = await findOrderRow(page, paid.displayNumber);
    await expandRow(row);
    await row.getByRole('button', { name: `Move the delivery pin of #${paid.displayNumber}` }).click();
    await check(
      page,
      page.getByRole('dialog', { name: 'Move the delivery pin' }),
      'Move the delivery pin',
      width,
    );
    row = await findOrderRow(page, delivered.displayNumber);
    await expandRow(row);
    await row.getByRole('button', { name: 'Track Order' }).click();
    await check(page, page.getByRole('dialog', { name: 'Rate your delivery' }), 'Rate your delivery', width);

    await page.goto('/security');
    await page.getByRole('button', { name: 'Change password' }).click();
    await check(page, page.getByRole('dialog', { name: 'Change password' }), 'Change password', width);
    // Two-factor turned on for real (it is a fresh account), so its recovery codes can be renewed.
    await page.getByRole('button', { name: 'Enable two-factor' }).click();
    const twoFactor = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
    await twoFactor.getByLabel('Current password').fill(account.password);
    await twoFactor.getByRole('button', { name: 'Continue' }).click();
    await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expectNoSeriousViolations(page, `Enable two-factor at ${width} px`);
    const secret = (await twoFactor.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    await twoFactor.getByLabel('Verification code').fill(await generate({ secret }));
    await twoFactor.getByRole('button', { name: 'Confirm' }).click();
    await twoFactor.getByRole('button', { name: 'I have saved these codes' }).click();
    await expect(twoFactor).toBeHidden();
    await page.getByRole('button', { name: 'New recovery codes' }).click();
    await check(page, page.getByRole('dialog', { name: 'New recovery codes' }), 'New recovery codes', width);
  },

  async receiving(page, width) {
    // A lab listed as a receiving site; its owner keeps the desk. A clinic's run to it, delivered.
    await freshClient(page.request);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { organizationId: number };
    const listed = await page.request.put(`/api/organizations/${me.organizationId}/receiving-site`, {
      data: { receivingSite: true },
    });
    expect(listed.status(), await listed.text()).toBe(200);
    const clinic = await playwrightRequest.newContext({ baseURL });
    let order: OrderAnswer;
    try {
      await freshClient(clinic);
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
    await page.getByRole('button', { name: `Check in #${order.displayNumber}` }).click();
    await check(
      page,
      page.getByRole('dialog', { name: `Check in #${order.displayNumber}` }),
      'Check in',
      width,
    );
  },

  async driver(page, width) {
    await registerDriver(page.request, true);
    const client = await playwrightRequest.newContext({ baseURL });
    let order: OrderAnswer;
    try {
      await freshClient(client);
      order = await book(client, 'standard', { paid: true });
    } finally {
      await client.dispose();
    }
    const accepted = await page.request.post(`/api/orders/${order.id}/accept`, { data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await page.goto('/driver-dashboard');
    await driverTab(page, 'Active Deliveries').click();
    const card = activeCard(page, { ...order, status: 'assigned' });
    await card.getByRole('button', { name: 'Decline job…' }).click();
    await check(
      page,
      page.getByRole('dialog', { name: `Decline job #${order.displayNumber}?` }),
      'Decline job',
      width,
    );
    await nextStepBar(page).getByRole('button', { name: 'Start Job' }).click();
    await nextStepBar(page).getByRole('button', { name: 'Complete Pickup' }).click();
    const pickup = page.getByRole('dialog', { name: 'Complete Pickup?' });
    await scanEveryPiece(pickup, page.request, order.id);
    await check(page, pickup, 'Complete Pickup', width);
  },

  async admin(page, width) {
    const client = await playwrightRequest.newContext({ baseURL });
    let order: OrderAnswer;
    try {
      await freshClient(client);
      order = await book(client, 'standard', { paid: true });
    } finally {
      await client.dispose();
    }
    const number = `#${order.displayNumber}`;
    await apiSignIn(page.request, DEMO.admin);
    await page.goto('/admin-dashboard');
    const row = page.locator(`[data-order-id="${order.id}"]`).filter({ visible: true });
    await row.getByRole('button', { name: `Assign Driver to ${number}` }).click();
    await check(page, page.getByRole('dialog', { name: 'Assign Driver' }), 'Assign Driver', width);
    await row.getByRole('button', { name: `Message client about ${number}` }).click();
    await check(page, page.getByRole('dialog', { name: 'Send Message to Client' }), 'Send Message', width);
    await row.getByRole('button', { name: `Cancel ${number}` }).click();
    await check(
      page,
      page.getByRole('alertdialog', { name: `Cancel order ${number}?` }),
      'Cancel order',
      width,
    );
    await page.getByRole('tab', { name: 'Driver Management' }).click();
    await page
      .getByRole('button', { name: /^Edit capabilities of / })
      .first()
      .click();
    await check(page, page.getByRole('dialog', { name: /can carry$/ }), 'Driver capabilities', width);
  },

  async billing(page, width) {
    // An order approved on account and delivered: billing invoices the month, then adjusts it.
    const client = await playwrightRequest.newContext({ baseURL });
    let organizationId: number;
    try {
      await freshClient(client);
      organizationId = ((await (await client.get('/api/auth/me')).json()) as { organizationId: number })
        .organizationId;
      const order = await book(client, 'standard', { paid: false });
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
    await page.getByRole('button', { name: `Record a payment for ${number}` }).click();
    await check(page, page.getByRole('dialog').filter({ hasText: number }), 'Record payment', width);
  },
};

// The ten walks are independent: both workers share them.
test.describe.configure({ mode: 'parallel' });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const who of Object.keys(WALKS) as Who[]) {
      const names = Object.keys(OPENED_BY).filter((name) => OPENED_BY[name] === who);
      test(`${who}: ${names.join(', ')}`, async ({ page }) => {
        // Fixtures through the API, then one page load and one axe run per dialog.
        test.setTimeout(60_000 + names.length * 15_000);
        await WALKS[who](page, viewport.width);
      });
    }
  });
}
