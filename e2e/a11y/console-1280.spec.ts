/**
 * The dispatch console at 1280 px, the width the order table must fit: no sideways scrolling, each
 * row's actions on screen, and axe without a serious or critical finding.
 */
import { expect, test } from '@playwright/test';
import { openConsole } from '../admin/support';
import { expectNoSeriousViolations } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

test('the order table fits 1280 px with its actions on screen, and axe finds nothing serious', async ({
  page,
}) => {
  await openConsole(page);
  const table = page
    .locator('table')
    .filter({ has: page.locator('tr[data-order-id]') })
    .first();
  await expect(table).toBeVisible();
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    scrollers: [...document.querySelectorAll('*')]
      .filter((el) => el.closest('table') && el.scrollWidth > el.clientWidth + 1)
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)).length,
  }));
  expect(overflow.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  const wrapper = await table.evaluate((el) => {
    const box = el.parentElement!;
    return { scroll: box.scrollWidth, client: box.clientWidth };
  });
  expect(wrapper.scroll, 'the table scrolls sideways inside its box').toBeLessThanOrEqual(wrapper.client);
  // Every row's buttons are inside the window, not cut off at its right edge.
  const rights = await page
    .locator('tr[data-order-id] button')
    .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().right));
  expect(rights.length).toBeGreaterThan(0);
  expect(Math.max(...rights)).toBeLessThanOrEqual(1280);
  await expectNoSeriousViolations(page, 'admin at 1280 px: Order Management');
});
