/**
 * Two drivers, one job: the other driver takes it first while this phone has not heard (its live
 * socket is cut off), so the tap on Accept meets the server's 409. The toast carries the server's
 * words and the job leaves the board.
 */
import { expect, test } from '@playwright/test';
import { signUpClient } from '../support/api';
import { toasts } from '../support/pages';
import { jobCard, paidJob, phoneContext } from './support';
import { signUpDriver } from '../support/drivers';

test('accept is refused when another driver took the job first', async ({ browser, baseURL, playwright }) => {
  test.setTimeout(60_000);
  // No position either: the board does not re-sort (and refetch) between the look and the tap.
  const phone = await phoneContext(browser, baseURL, false);
  // No live frames reach this phone: the board stays as it was when the page loaded.
  await phone.routeWebSocket(/\/ws/, () => {});
  await signUpDriver(phone.request, { onShift: true });
  const client = await playwright.request.newContext({ baseURL });
  await signUpClient(client);
  const job = await paidJob(client);

  const page = await phone.newPage();
  await page.goto('/driver-dashboard');
  const card = jobCard(page, job);
  await expect(card).toBeVisible();

  const rival = await playwright.request.newContext({ baseURL });
  const other = await signUpDriver(rival, { onShift: true });
  const taken = await rival.post(`/api/orders/${job.id}/accept`, { data: { driverId: other.driverId } });
  expect(taken.status(), await taken.text()).toBe(200);

  await card.getByRole('button', { name: `Accept job #${job.displayNumber}` }).click();
  await expect(toasts(page).getByText('Failed to accept job')).toBeVisible();
  await expect(toasts(page).getByText('This job has already been taken by another driver')).toBeVisible();
  await expect(card).toHaveCount(0);

  await client.dispose();
  await rival.dispose();
  await phone.close();
});
