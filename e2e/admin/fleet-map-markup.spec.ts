/**
 * A driver who signs up with markup for a name shows on the dispatcher's fleet
 * map (and in the approval queue) as that literal text; no element is made from it, no script runs.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openConsole } from './support';
import { signUpDriver } from '../support/drivers';

test.use({ viewport: { width: 1440, height: 900 } });

const MARKUP = '<img src=x onerror=window.__xss=1>';

test('a driver named with markup is literal text on the fleet map and in the approval queue', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = randomBytes(3).toString('hex');
  const onMap = `Mapped${tag}`;
  const waiting = `Waiting${tag}`;
  const driver = await playwright.request.newContext({ baseURL });
  const applicant = await playwright.request.newContext({ baseURL });
  try {
    // One approved, on shift, somewhere; one left waiting for dispatch.
    await signUpDriver(driver, { firstName: MARKUP, lastName: onMap });
    expect((await driver.patch('/api/driver/status', { data: { status: 'available' } })).status()).toBe(200);
    const located = await driver.post('/api/driver/location', {
      data: { latitude: 29.74, longitude: -95.39 },
    });
    expect(located.status(), await located.text()).toBe(200);
    await signUpDriver(applicant, { approved: false, firstName: MARKUP, lastName: waiting });
  } finally {
    await driver.dispose();
    await applicant.dispose();
  }

  await openConsole(page);
  await page.getByRole('tab', { name: 'Driver Management' }).click();

  const queued = page.getByTestId('pending-driver').filter({ hasText: waiting });
  await expect(queued).toContainText(`${MARKUP} ${waiting}`);
  await expect(queued.locator('img')).toHaveCount(0);

  // Leaflet adds a tooltip to the page when its dot is hovered: find our driver's.
  const dots = page.locator('path.fleet-marker');
  await expect(dots.first()).toBeAttached();
  // Our driver's dot may be drawn after the first ones (the map redraws as positions arrive), so
  // the search goes over the dots again until one of them is ours.
  const tooltip = page.locator('.leaflet-tooltip').filter({ hasText: onMap });
  await expect(async () => {
    const count = await dots.count();
    for (let i = 0; i < count && (await tooltip.count()) === 0; i++) {
      await dots.nth(i).dispatchEvent('mouseover');
      if ((await tooltip.count()) === 0) await dots.nth(i).dispatchEvent('mouseout');
    }
    // Read while the tooltip is open: a redraw closes it, and the search starts again.
    await expect(tooltip).toContainText(`${MARKUP} ${onMap}`, { timeout: 2_000 });
    expect(await tooltip.locator('img').count()).toBe(0);
  }).toPass({ timeout: 20_000 });
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
