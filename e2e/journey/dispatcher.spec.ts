/**
 * The dispatcher's journey at 1280 px: an unpaid order of a new pharmacy arrives live, dispatch
 * approves it on account, reads its deadline on the board, assigns a new driver by name and watches
 * it delivered, while the console's figures move by this order. The statuses are the console's
 * table, the deadline the service-level table's, and the client is told "approved" only now that
 * dispatch approved it (the client-status table).
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { clientStatus } from '../../src/domain/client-status';
import { DELIVER_BY, deadlineText } from '../../src/domain/service-levels';
import { STATUS_LABELS } from '../../src/web/lib/order-labels';
import { openConsole, orderRow } from '../admin/support';
import { toasts } from '../support/pages';
import { TO_THE_DOOR, driverStep, expectDeadlinesOfTheLevel, orderNow, equipmentRun } from './steps';
import { cents, expectFigures, settledFigures, watchOrderFrames } from './support';
import { book, signUpClient } from '../support/api';
import { signUpDriver } from '../support/drivers';

test.use({ viewport: { width: 1280, height: 800 } });

test('dispatch approves a new pharmacy’s order, reads its deadline, assigns and sees it delivered', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const frames = watchOrderFrames(page);
  await openConsole(page);
  const clientCtx = await browser.newContext();
  const driverCtx = await browser.newContext();
  try {
    const client = clientCtx.request;
    const driver = driverCtx.request;
    await signUpClient(client, { organization: 'Journey Pharmacy' });
    const { name: driverName } = await signUpDriver(driver, {
      onShift: true,
      firstName: 'Casey',
      lastName: `Journey${randomBytes(3).toString('hex')}`,
    });

    // 1. The order arrives without a reload, pending and waiting for payment.
    const before = await settledFigures(page);
    const booked = await orderNow(client, (await book(client, equipmentRun('standard'), { paid: false })).id);
    const number = `#${booked.displayNumber}`;
    const row = orderRow(page, booked.id);
    const rowStatus = row.getByTestId('order-status');
    await expect(rowStatus).toHaveText(STATUS_LABELS.pending);
    expect(clientStatus(booked).key).toBe('awaiting_payment');
    await expectFigures(
      page,
      {
        ...before.figures,
        totalOrders: before.figures.totalOrders + 1,
        activeOrders: before.figures.activeOrders + 1,
      },
      { frames, since: before.since, ownId: booked.id },
    );

    // 2. Approved on account: confirmed for dispatch, "approved" for the client, deadlines set by
    // the standard level, and the board shows the order's own.
    await row.getByRole('button', { name: `Approve ${number}` }).click();
    await expect(rowStatus).toHaveText(STATUS_LABELS.confirmed);
    const approved = await orderNow(client, booked.id);
    expect(clientStatus(approved).key).toBe('approved_awaiting_driver');
    expectDeadlinesOfTheLevel(approved);
    const board = page.getByRole('region', { name: 'Deadlines' });
    await board.getByRole('button', { name: /Show deadlines/ }).click();
    await expect(board.getByRole('listitem').filter({ hasText: number })).toContainText(
      `${DELIVER_BY} ${deadlineText(approved.deliverBy)}`,
    );

    // 3. Assigned to the new driver, chosen by name.
    await row.getByRole('button', { name: `Assign Driver to ${number}` }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Driver' });
    await assign.getByTestId('driver-option').filter({ hasText: driverName }).click();
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(toasts(page).getByText('Driver Assigned')).toBeVisible();
    await expect(rowStatus).toHaveText(STATUS_LABELS.assigned);
    expect(clientStatus(await orderNow(client, booked.id)).key).toBe('driver_assigned');

    // 4. The driver runs it; the row follows each step live, and the figures count the delivery.
    let beforeDelivery = before;
    for (const next of TO_THE_DOOR) {
      if (next === 'delivered') beforeDelivery = await settledFigures(page);
      await driverStep(driver, booked.id, next);
      await expect(rowStatus).toHaveText(STATUS_LABELS[next]);
    }
    const delivered = await orderNow(client, booked.id);
    expect(clientStatus(delivered).key).toBe('delivered');
    await expectFigures(
      page,
      {
        totalOrders: beforeDelivery.figures.totalOrders,
        activeOrders: beforeDelivery.figures.activeOrders - 1,
        revenueCents: beforeDelivery.figures.revenueCents + cents(delivered.totalCost),
        completedToday: beforeDelivery.figures.completedToday + 1,
      },
      { frames, since: beforeDelivery.since, ownId: booked.id },
    );
    // Delivered orders leave the board.
    await expect(board.getByRole('listitem').filter({ hasText: number })).toHaveCount(0);
  } finally {
    await Promise.all([clientCtx.close(), driverCtx.close()]);
  }
});
