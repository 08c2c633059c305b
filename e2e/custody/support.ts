/**
 * What the proof, certificate and public-link specs share: a paid job of a chosen service type,
 * a driver who has it, API shortcuts through the steps that are not under test, and a signature
 * drawn with the mouse.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { stepBody, type DriverAccount, type Job } from '../driver/support';
import { signUpDriver } from '../support/drivers';

export { paidJob } from '../driver/support';

/** A real 1x1 PNG: the smallest signature the server accepts, for steps taken through the API. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A new driver, on shift, holding `job`. */
export async function driverWithJob(driver: APIRequestContext, job: Job): Promise<DriverAccount> {
  const account = await signUpDriver(driver, { onShift: true });
  const accepted = await driver.post(`/api/orders/${job.id}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return account;
}

/** One driver step through the API; `proof` as the contract has it. */
export async function step(
  driver: APIRequestContext,
  jobId: number,
  status: string,
  proof?: Record<string, string>,
): Promise<void> {
  const response = await driver.patch(`/api/orders/${jobId}/status`, {
    data: await stepBody(driver, jobId, status, proof ? { proof } : {}),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Draws a two-stroke signature across the pad with the mouse (pointer events, as a finger would). */
export async function signOnPad(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  expect(box, 'the signature pad is on screen').not.toBeNull();
  const { x, y, width, height } = box!;
  const at = (fx: number, fy: number) => [x + width * fx, y + height * fy] as const;
  for (const stroke of [
    [at(0.1, 0.7), at(0.25, 0.3), at(0.4, 0.75), at(0.55, 0.35)],
    [at(0.6, 0.6), at(0.75, 0.4), at(0.9, 0.65)],
  ]) {
    const [first, ...rest] = stroke;
    await page.mouse.move(...first!);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(...point, { steps: 5 });
    await page.mouse.up();
  }
}
