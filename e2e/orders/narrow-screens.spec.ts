/** Every screen of this area fits a 390 px phone: nothing wider than the viewport. */
import { expect, test } from '@playwright/test';
import { apiSignIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

for (const path of ['/orders', '/tracking', '/messages']) {
  test(`${path} fits a 390 px screen`, async ({ page }) => {
    await apiSignIn(page);
    await page.goto(path);
    // Wait for the data, not the skeletons: a loaded list is what can overflow.
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
