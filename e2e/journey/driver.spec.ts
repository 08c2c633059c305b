/**
 * The driver's journey on a 390 px phone, a new account from sign-up to a delivered job: waiting
 * for approval, going on shift, the job opening live, accepting it, and each step to the door.
 * The deadlines on the job card and the active card are the order's, worded by the service-level
 * table; after each step the client reads the status the client-status table gives it.
 */
import { expect, test } from '@playwright/test';
import { clientStatus, type ClientStatusKey } from '../../src/domain/client-status';
import { DELIVER_BY, deadlineText, PICK_UP_BY, SERVICE_LEVELS } from '../../src/domain/service-levels';
import {
  activeCard,
  driverTab,
  jobCard,
  liveSocketReady,
  nextStepBar,
  phoneContext,
  scanEveryPiece,
} from '../driver/support';
import { newAccount } from '../support/accounts';
import { signUp, toasts } from '../support/pages';
import { approveDriver } from '../support/vetting';
import { expectDeadlinesOfTheLevel, orderNow, equipmentRun } from './steps';
import { book, signUpClient } from '../support/api';

const LEVEL = 'express' as const;

test('a new driver goes on shift, takes a live job and runs it; the cards tell the table', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const phoneCtx = await phoneContext(browser, baseURL);
  const clientCtx = await browser.newContext({ baseURL });
  try {
    const phone = await phoneCtx.newPage();
    const client = clientCtx.request;
    await signUpClient(client, { organization: 'Journey Pharmacy' });

    // 1. Sign-up, dispatch's approval, on shift with the live socket up (it opens with the app).
    const live = liveSocketReady(phone);
    live.catch(() => undefined);
    await signUp(phone, newAccount('driver'));
    await expect(phone.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    const me = (await (await phone.request.get('/api/auth/me')).json()) as { driverId: number };
    await approveDriver(me.driverId);
    await phone.getByRole('button', { name: 'Check again' }).click();
    await live;
    await phone.getByRole('switch', { name: 'On shift' }).click();
    await expect(toasts(phone).getByText('On shift', { exact: true })).toBeVisible();

    // 2. A pharmacy pays for an express job: it opens on the board with the order's deadlines.
    const paid = await orderNow(client, (await book(client, equipmentRun(LEVEL), { paid: true })).id);
    expectDeadlinesOfTheLevel(paid);
    const job = {
      id: paid.id,
      displayNumber: paid.displayNumber,
      status: 'confirmed',
      totalCost: paid.totalCost,
    };
    const card = jobCard(phone, job);
    await expect(card).toBeVisible();
    await expect(card).toContainText(`${DELIVER_BY} ${deadlineText(paid.deliverBy)}`);
    await expect(card).toContainText(`${PICK_UP_BY} ${deadlineText(paid.pickupBy)}`);

    // 3. Accepted: the active card tells the level and both deadlines in the table's words.
    await card.getByRole('button', { name: `Accept job #${paid.displayNumber}` }).click();
    await expect(toasts(phone).getByText('Job Accepted')).toBeVisible();
    await expect(driverTab(phone, 'Active Deliveries')).toHaveAttribute('aria-selected', 'true');
    const active = activeCard(phone, job);
    await expect(
      active.getByText(
        `${SERVICE_LEVELS[LEVEL].label} · ${PICK_UP_BY.toLowerCase()} ${deadlineText(paid.pickupBy)} · ` +
          `${DELIVER_BY.toLowerCase()} ${deadlineText(paid.deliverBy)}`,
        { exact: true },
      ),
    ).toBeVisible();
    const expectClientReads = async (key: ClientStatusKey) => {
      const order = await orderNow(client, paid.id);
      expect(clientStatus(order).key).toBe(key);
    };
    await expectClientReads('driver_assigned');

    // 4. Each step, and what the client reads after it.
    const bar = nextStepBar(phone);
    await bar.getByRole('button', { name: 'Start Job' }).click();
    await expect(toasts(phone).getByText('Job Started')).toBeVisible();
    await expectClientReads('driver_to_pickup');
    await bar.getByRole('button', { name: 'Complete Pickup' }).click();
    const pickup = phone.getByRole('dialog', { name: 'Complete Pickup?' });
    await scanEveryPiece(pickup, phone.request, paid.id);
    await pickup.getByRole('button', { name: 'Confirm Pickup' }).click();
    await expect(toasts(phone).getByText('Pickup Complete')).toBeVisible();
    await expectClientReads('picked_up');
    await bar.getByRole('button', { name: 'Start Delivery' }).click();
    await expect(toasts(phone).getByText('Delivery Started')).toBeVisible();
    await expectClientReads('in_transit');
    await bar.getByRole('button', { name: 'Complete Delivery' }).click();
    const delivery = phone.getByRole('dialog', { name: 'Complete Delivery?' });
    await scanEveryPiece(delivery, phone.request, paid.id);
    await delivery.getByRole('button', { name: 'Confirm Delivery' }).click();
    await expect(toasts(phone).getByText('Delivery Complete')).toBeVisible();
    await expectClientReads('delivered');

    // 5. Delivered: the card keeps the promised deadline without a countdown, and no step is left.
    const done = phone.getByRole('region', { name: `Delivered #${paid.displayNumber}` });
    await expect(done).toBeVisible();
    await expect(bar).toHaveCount(0);
  } finally {
    await Promise.all([phoneCtx.close(), clientCtx.close()]);
  }
});
