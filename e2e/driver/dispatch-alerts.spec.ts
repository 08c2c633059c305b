/** Dispatch acts on this driver's work while the phone is open: it is told, and the lists follow. */
import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { signUpClient } from '../support/api';
import { expectToast } from '../support/pages';
import {
  activeCard,
  apiSignIn,
  driverTab,
  liveSocketReady,
  paidJob,
  phoneContext,
  recordLiveFrames,
} from './support';
import { signUpDriver } from '../support/drivers';

test('a job assigned by dispatch is announced, and so is its cancellation', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(60_000);
  // Located: the assigned job starts the phone sharing its position, and a phone without
  // location answers with a Location Error toast, which (one toast at a time, as the spec has it)
  // can replace the job's announcement before it is read.
  const phone = await phoneContext(browser, baseURL);
  const me = await signUpDriver(phone.request, { onShift: true });
  const page = await phone.newPage();
  const heard = recordLiveFrames(page);
  const ready = liveSocketReady(page);
  await page.goto('/driver-dashboard');
  // The screen (a lazy chunk) listens for dispatch's frames once it is shown, not before.
  await expect(page.getByRole('heading', { name: 'Driver Dashboard', level: 1 })).toBeVisible();
  await ready;

  const client = await playwright.request.newContext({ baseURL });
  await signUpClient(client);
  const job = await paidJob(client);
  const admin = await playwright.request.newContext({ baseURL });
  await apiSignIn(admin, DEMO.admin);
  const assigned = await admin.post(`/api/orders/${job.id}/assign`, { data: { driverId: me.driverId } });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await expectToast(page, 'New Job Assigned', heard);
  await driverTab(page, 'Active Deliveries').click();
  await expect(activeCard(page, job)).toBeVisible();

  const cancelled = await admin.patch(`/api/orders/${job.id}`, { data: { status: 'cancelled' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expectToast(page, 'Job Cancelled', heard);
  await expect(activeCard(page, job)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No Active Deliveries' })).toBeVisible();

  await client.dispose();
  await admin.dispose();
  await phone.close();
});
