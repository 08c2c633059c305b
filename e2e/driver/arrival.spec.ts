/**
 * At 390 px: a fresh driver taps "I've arrived" at the pickup; the card shows the time the server
 * stamped (the phone sends only the stop), keeps it through a reload, and offers no second tap; a
 * lie about the time changes nothing. At the drop the signal is gone: the arrival waits on the
 * phone and is stamped when it reaches the server; the job is then completed as always.
 *
 * A wait charge needs whole minutes between the stamp and the hand-over, and this job is paid by
 * card (wait is charged on account, at invoicing): the stamps are checked on the order instead.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../a11y/support';
import { signUpClient } from '../support/api';
import {
  activeCard,
  driverTab,
  type Job,
  jobAt,
  nextStepBar,
  paidJob,
  phoneContext,
  scanEveryPiece,
  stepBody,
} from './support';
import { signUpDriver } from '../support/drivers';

type Stamps = { status: string; pickupArrivedAt: string | null; deliveryArrivedAt: string | null };

/** The order as the client's office reads it from the server. */
async function stampsOf(office: APIRequestContext, job: Job): Promise<Stamps> {
  const answer = await office.get(`/api/orders/${job.id}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Stamps;
}

/** The stamp as the card words it: Central time, as the app shows every time of day. */
const clockOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

const arrivalRequest = (page: Page, job: Job) =>
  page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/orders/${job.id}/arrived`));

/** The driver's steps through the API, each answered 200 (the job already accepted). */
async function steps(driver: APIRequestContext, job: Job, statuses: string[]) {
  for (const status of statuses) {
    const response = await driver.patch(`/api/orders/${job.id}/status`, {
      data: await stepBody(driver, job.id, status),
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

// Each stop is its own test: the two walked in one (with an axe run and a reload) outgrew their
// time on a loaded machine.
test('the driver taps "I\'ve arrived" at the pickup; the server stamps it once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const phone = await phoneContext(browser, baseURL);
  const office = await browser.newContext({ baseURL });
  try {
    await signUpDriver(phone.request, { onShift: true });
    await signUpClient(office.request);
    const job = await jobAt(phone.request, office.request, 'assigned');

    const page = await phone.newPage();
    await page.goto('/driver-dashboard');
    await driverTab(page, 'Active Deliveries').click();
    const card = activeCard(page, job);
    const bar = nextStepBar(page);
    await bar.getByRole('button', { name: 'Start Job' }).click();

    // At the pickup: one tap, the body names the stop and no time.
    const sent = arrivalRequest(page, job);
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/orders/${job.id}/arrived`));
    await card.getByRole('button', { name: "I've arrived at the pickup" }).click();
    expect((await sent).postDataJSON()).toEqual({ stop: 'pickup' });
    const { arrivedAt } = (await (await answered).json()) as { arrivedAt: string };
    await expect(card.getByRole('status').filter({ hasText: 'Arrived at the pickup' })).toHaveText(
      `Arrived at the pickup at ${clockOf(arrivedAt)} (server time)`,
    );
    await expect(card.getByRole('button', { name: "I've arrived at the pickup" })).toHaveCount(0);
    expect((await stampsOf(office.request, job)).pickupArrivedAt).toBe(arrivedAt);
    await expectNoSeriousViolations(page, 'the driver card after arriving');

    // A client that lies about the time, or taps again, gets the first stamp back.
    const lie = await phone.request.post(`/api/orders/${job.id}/arrived`, {
      data: { stop: 'pickup', arrivedAt: '2020-01-01T08:00:00.000Z' },
    });
    expect(lie.status(), await lie.text()).toBe(200);
    expect((await lie.json()).arrivedAt).toBe(arrivedAt);

    // The stamp is the server's: a reload shows it again, with still no button.
    await page.reload();
    await driverTab(page, 'Active Deliveries').click();
    await expect(card.getByText(`Arrived at the pickup at ${clockOf(arrivedAt)}`)).toBeVisible();
    await expect(card.getByRole('button', { name: "I've arrived at the pickup" })).toHaveCount(0);
    await expect(bar.getByRole('button', { name: 'Complete Pickup' })).toBeVisible();
  } finally {
    await phone.close();
    await office.close();
  }
});

test('at the drop without signal, the arrival waits on the phone and is stamped when it lands', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const phone = await phoneContext(browser, baseURL);
  const office = await browser.newContext({ baseURL });
  try {
    await signUpDriver(phone.request, { onShift: true });
    await signUpClient(office.request);
    const job = await jobAt(phone.request, office.request, 'pickup_scheduled');
    const atPickup = await phone.request.post(`/api/orders/${job.id}/arrived`, { data: { stop: 'pickup' } });
    expect(atPickup.status(), await atPickup.text()).toBe(200);
    const { arrivedAt } = (await atPickup.json()) as { arrivedAt: string };
    await steps(phone.request, job, ['pickup_complete', 'in_transit']);

    const page = await phone.newPage();
    await page.goto('/driver-dashboard');
    await driverTab(page, 'Active Deliveries').click();
    const card = activeCard(page, job);
    const bar = nextStepBar(page);
    await expect(card.getByRole('button', { name: "I've arrived at the drop" })).toBeVisible();

    await phone.setOffline(true);
    await card.getByRole('button', { name: "I've arrived at the drop" }).click();
    await expect(card.getByText('Arrival saved on this phone')).toBeVisible();
    expect((await stampsOf(office.request, job)).deliveryArrivedAt).toBeNull();
    const resent = arrivalRequest(page, job);
    await phone.setOffline(false);
    expect((await resent).postDataJSON()).toEqual({ stop: 'delivery' });
    await expect(card.getByText(/^Arrived at the drop at /)).toBeVisible();
    const atDrop = await stampsOf(office.request, job);
    expect(atDrop.deliveryArrivedAt).not.toBeNull();
    await expect(
      card.getByText(`Arrived at the drop at ${clockOf(atDrop.deliveryArrivedAt!)}`),
    ).toBeVisible();

    // The job ends as it always has.
    await bar.getByRole('button', { name: 'Complete Delivery' }).click();
    const delivery = page.getByRole('dialog', { name: 'Complete Delivery?' });
    await scanEveryPiece(delivery, phone.request, job.id);
    await delivery.getByRole('button', { name: 'Confirm Delivery' }).click();
    await expect(page.getByRole('heading', { name: 'Delivered', exact: true })).toBeVisible();
    const done = await stampsOf(office.request, job);
    expect(done.status).toBe('delivered');
    expect([done.pickupArrivedAt, done.deliveryArrivedAt]).toEqual([arrivedAt, atDrop.deliveryArrivedAt]);
  } finally {
    await phone.close();
    await office.close();
  }
});

test('a driver who never taps "I\'ve arrived" runs the job as before, with no stamp', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const phone = await phoneContext(browser, baseURL);
  const office = await browser.newContext({ baseURL });
  try {
    await signUpDriver(phone.request, { onShift: true });
    await signUpClient(office.request);
    const job = await paidJob(office.request);
    const accepted = await phone.request.post(`/api/orders/${job.id}/accept`, { data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const page = await phone.newPage();
    await page.goto('/driver-dashboard');
    await driverTab(page, 'Active Deliveries').click();
    const bar = nextStepBar(page);
    await bar.getByRole('button', { name: 'Start Job' }).click();
    await bar.getByRole('button', { name: 'Complete Pickup' }).click();
    const pickup = page.getByRole('dialog', { name: 'Complete Pickup?' });
    await scanEveryPiece(pickup, phone.request, job.id);
    await pickup.getByRole('button', { name: 'Confirm Pickup' }).click();
    await expect(bar.getByRole('button', { name: 'Start Delivery' })).toBeVisible();
    const stamps = await stampsOf(office.request, job);
    expect([stamps.status, stamps.pickupArrivedAt]).toEqual(['pickup_complete', null]);
    // Past the pickup, the pickup's arrival is refused: the server says why.
    const late = await phone.request.post(`/api/orders/${job.id}/arrived`, { data: { stop: 'pickup' } });
    expect(late.status(), await late.text()).toBe(409);
  } finally {
    await phone.close();
    await office.close();
  }
});
