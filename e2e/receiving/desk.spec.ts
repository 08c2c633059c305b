/**
 * A lab's receiving desk on a 390 px phone: a clinic books a 3-piece lab run to the lab (listed as
 * a receiving site), a driver delivers it, and the lab's receiving clerk, invited by its owner,
 * signs in to the desk, sees the order inbound and checks in its pieces by keyboard: one through
 * the camera, one typed, the third never arrives. Dispatch sees the discrepancy in the console and
 * resolves it with a note; the custody record still verifies. axe finds nothing serious.
 */
import bwipjs from 'bwip-js/node';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, tabTo } from '../a11y/support';
import { signUpClient } from '../support/api';
import { mailTo } from '../support/mailbox';
import { signIn } from '../support/pages';
import { HOUSTON_BOOKING, phoneContext, pieceLabelsOf, stepBody, type Job } from '../driver/support';
import { signUpDriver } from '../support/drivers';

/** Registers a fresh client (the owner of a new organisation) on this request context. */
/** The token of the newest invitation emailed to this address. */
async function invitationToken(email: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      text = (await mailTo(email))[0]?.text ?? '';
      return text;
    })
    .toContain('#token=');
  return /#token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
}

test('the receiving clerk checks in 2 of 3 pieces at 390 px; dispatch resolves the discrepancy', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(120_000);
  const lab = await browser.newContext({ baseURL });
  const clinic = await browser.newContext({ baseURL });
  const driverSide = await browser.newContext({ baseURL });
  const phone = await phoneContext(browser, baseURL, false);
  try {
    // The lab's owner lists it as a receiving site and invites a receiving clerk.
    const owner = await signUpClient(lab.request, { organizationName: 'Bayou Reference Lab' });
    const listed = await lab.request.put(`/api/organizations/${owner.organizationId}/receiving-site`, {
      data: { receivingSite: true },
    });
    expect(listed.status(), await listed.text()).toBe(200);
    const clerkEmail = `clerk_${Date.now().toString(36)}@example.test`;
    const invited = await lab.request.post(`/api/organizations/${owner.organizationId}/members`, {
      data: { email: clerkEmail, role: 'receiving' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const clerk = { username: `clerk_${Date.now().toString(36)}`, password: 'Clerk-Pass-123' };
    const joined = await phone.request.post('/api/invitations/accept', {
      data: { token: await invitationToken(clerkEmail), ...clerk, firstName: 'Rita', lastName: 'Clerk' },
    });
    expect(joined.status(), await joined.text()).toBe(201);

    // A clinic sends three pieces to the lab; a driver delivers them.
    await signUpClient(clinic.request, { organizationName: 'Heights Clinic' });
    const booked = await clinic.request.post('/api/orders', {
      data: {
        ...HOUSTON_BOOKING,
        serviceType: 'medical_equipment',
        pieces: [{ kind: 'bag' }, { kind: 'bag' }, { kind: 'tote' }],
        deliveryOrganizationId: owner.organizationId,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const job = (await booked.json()) as Job;
    expect((await clinic.request.post('/api/test-payment', { data: { orderId: job.id } })).status()).toBe(
      200,
    );
    const driver = driverSide.request;
    await signUpDriver(driver, { onShift: true });
    expect((await driver.post(`/api/orders/${job.id}/accept`, { data: {} })).status()).toBe(200);
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
      const moved = await driver.patch(`/api/orders/${job.id}/status`, {
        data: await stepBody(driver, job.id, status),
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    const labels = await pieceLabelsOf(driver, job.id);

    // The clerk's phone: signed in by the invitation, the desk is home.
    const desk = await phone.newPage();
    await desk.goto('/login');
    await expect(desk).toHaveURL('/receiving');
    await expect(desk.getByRole('heading', { name: 'Receiving desk' })).toBeVisible();
    const card = desk.getByRole('listitem', { name: `#${job.displayNumber}` });
    await expect(card).toContainText('0 of 3 pieces checked in');
    await expect(card).toContainText('Handed over');
    await expectNoSeriousViolations(desk, '/receiving at 390 px');

    const open = card.getByRole('button', { name: `Check in #${job.displayNumber}` });
    await tabTo(desk, open, { max: 30 });
    await desk.keyboard.press('Enter');
    const dialog = desk.getByRole('dialog', { name: `Check in #${job.displayNumber}` });
    const pieces = dialog.getByRole('list', { name: 'Pieces' });
    const confirm = dialog.getByRole('button', { name: /^Check in/ });
    await expect(confirm).toBeDisabled();

    // Piece 1 through the camera, piece 2 typed with Enter; piece 3 never came.
    const image = await bwipjs.toBuffer({ bcid: 'code128', text: labels[0]!, scale: 3, height: 12 });
    await dialog
      .getByLabel('Scan a piece with the camera')
      .setInputFiles({ name: 'piece.png', mimeType: 'image/png', buffer: image });
    await expect(
      pieces.getByRole('listitem', { name: 'Piece 1 of 3 · Specimen bag: Scanned' }),
    ).toBeVisible();
    const field = dialog.getByLabel('Piece label (scan or type)');
    await field.focus();
    await desk.keyboard.type(labels[1]!.toLowerCase());
    await desk.keyboard.press('Enter');
    await expect(
      pieces.getByRole('listitem', { name: 'Piece 2 of 3 · Specimen bag: Scanned' }),
    ).toBeVisible();
    await expect(pieces.getByRole('listitem', { name: 'Piece 3 of 3 · Tote: Not scanned' })).toBeVisible();
    await expect(confirm).toHaveText('Check in 2 of 3');
    await expect(confirm).toHaveAccessibleDescription(/Not scanned: piece 3 of 3\. Dispatch will be told/);
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(desk, 'the check-in dialog at 390 px');
    await tabTo(desk, confirm, { max: 10 });
    await desk.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(desk.getByRole('status').filter({ hasText: job.displayNumber })).toHaveText(
      `#${job.displayNumber}: 2 of 3 pieces checked in. Dispatch has been told: piece 3 of 3 missing.`,
    );
    await expect(card).toContainText('2 of 3 pieces checked in');

    // Dispatch sees it in the console and resolves it with a note.
    await signIn(page, 'admin', 'admin123');
    const panel = page.getByRole('region', { name: /Piece discrepancies/ });
    const item = panel.getByRole('listitem', { name: new RegExp(`#${job.displayNumber} · At check-in`) });
    await expect(item).toContainText(`missing ${labels[2]}`);
    await item.getByRole('button', { name: `Resolve #${job.displayNumber}` }).click();
    await item
      .getByLabel(`How was #${job.displayNumber} resolved?`)
      .fill('Tote left at the clinic; collected on the next run');
    await item.getByRole('button', { name: 'Save resolution' }).click();
    await expect(item).toHaveCount(0);

    const custody = await (await clinic.request.get(`/api/orders/${job.id}/custody`)).json();
    expect(custody.verification.valid).toBe(true);
    const kinds = custody.entries.map((e: { kind: string }) => e.kind);
    expect(kinds.slice(-4)).toEqual([
      'piece_checked_in',
      'piece_checked_in',
      'discrepancy_opened',
      'discrepancy_resolved',
    ]);
  } finally {
    // Out of the directory again: other specs' booking forms list the sites there are.
    const me = await lab.request.get('/api/organizations/me');
    if (me.ok()) {
      const id = (await me.json()).organization.id as number;
      await lab.request.put(`/api/organizations/${id}/receiving-site`, { data: { receivingSite: false } });
    }
    await Promise.all([lab.close(), clinic.close(), driverSide.close(), phone.close()]);
  }
});
