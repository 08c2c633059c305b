/**
 * A driver who reloads mid-job comes back to that job: the page opens on Active Deliveries, the
 * job in hand is the one in focus (not a more urgent job not yet started), and the action bar
 * offers only that job's next step. The step rows are a record, not controls: nothing in them is
 * a button or looks like one.
 */
import { expect, test } from '@playwright/test';
import { signUpClient } from '../support/api';
import { activeCard, driverTab, jobAt, nextStepBar, phoneContext, scanEveryPiece, stepBody } from './support';
import { signUpDriver } from '../support/drivers';

test('a reload mid-job returns to the job in hand, with only its next step on offer', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const phone = await phoneContext(browser, baseURL);
  const office = await browser.newContext({ baseURL });
  try {
    await signUpDriver(phone.request, { onShift: true });
    await signUpClient(office.request);
    // The job in hand is a standard one; a more urgent emergency job waits, not yet started.
    const inHand = await jobAt(phone.request, office.request, 'pickup_scheduled');
    const urgent = await jobAt(phone.request, office.request, 'assigned', { priority: 'emergency' });

    const page = await phone.newPage();
    await page.goto('/driver-dashboard');
    await page.reload();

    // Back on the job in hand, not on Available Jobs, and not on the urgent job's "Start Job".
    await expect(driverTab(page, 'Active Deliveries')).toHaveAttribute('aria-selected', 'true');
    const card = activeCard(page, inHand);
    await expect(card).toBeVisible();
    const bar = nextStepBar(page);
    await expect(bar).toContainText(`#${inHand.displayNumber}`);
    await expect(bar.getByRole('button')).toHaveCount(1);
    await expect(bar.getByRole('button', { name: 'Complete Pickup' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Start Job' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Other active deliveries' })).toContainText(
      `#${urgent.displayNumber}`,
    );

    // The steps say where the job stands; none is a control, none is drawn like one.
    const steps = card.getByRole('list', { name: 'Job steps' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expect(steps.getByRole('button')).toHaveCount(0);
    await expect(steps.getByRole('listitem').nth(0)).toContainText('Start Job');
    await expect(steps.getByRole('listitem').nth(0)).toContainText('done');
    await expect(steps.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(steps.getByRole('listitem').nth(1)).toContainText('next: use the button below');
    for (const row of await steps.getByRole('listitem').all()) {
      const look = await row.evaluate((el) => {
        const style = getComputedStyle(el);
        return { cursor: style.cursor, border: style.borderTopWidth, background: style.backgroundColor };
      });
      expect(look).toEqual({ cursor: 'auto', border: '0px', background: 'rgba(0, 0, 0, 0)' });
    }

    // Further on, a reload still comes back to the same job at its new step.
    for (const status of ['pickup_complete', 'in_transit']) {
      const moved = await phone.request.patch(`/api/orders/${inHand.id}/status`, {
        data: await stepBody(phone.request, inHand.id, status),
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    await page.reload();
    await expect(driverTab(page, 'Active Deliveries')).toHaveAttribute('aria-selected', 'true');
    await expect(nextStepBar(page)).toContainText(`#${inHand.displayNumber}`);
    await expect(nextStepBar(page).getByRole('button', { name: 'Complete Delivery' })).toBeVisible();

    // Delivered: the tab stays where the driver is, on the job's "Delivered" card.
    await nextStepBar(page).getByRole('button', { name: 'Complete Delivery' }).click();
    await scanEveryPiece(page.getByRole('dialog', { name: 'Complete Delivery?' }), phone.request, inHand.id);
    await page
      .getByRole('dialog', { name: 'Complete Delivery?' })
      .getByRole('button', { name: 'Confirm Delivery' })
      .click();
    await expect(page.getByRole('region', { name: `Delivered #${inHand.displayNumber}` })).toBeVisible();
    await expect(driverTab(page, 'Active Deliveries')).toHaveAttribute('aria-selected', 'true');

    // A driver with no job in hand still opens on the board of open jobs.
    const idle = await phoneContext(browser, baseURL);
    try {
      await signUpDriver(idle.request, { onShift: true });
      const board = await idle.newPage();
      await board.goto('/driver-dashboard');
      await expect(driverTab(board, 'Available Jobs')).toHaveAttribute('aria-selected', 'true');
    } finally {
      await idle.close();
    }
  } finally {
    await phone.close();
    await office.close();
  }
});
