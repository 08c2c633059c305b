/**
 * Conversations in every direction, on phones: the driver answers the client from its
 * job card and the client reads the reply live; the badges count and clear; dispatch answers from
 * its inbox and the client sees "MedLink Dispatch". axe checks the inbox and the settings page.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpClient } from '../support/api';
import { expectNoSeriousViolations } from '../a11y/support';
import { DEMO } from '../support/accounts';
import { activeCard, apiSignIn, driverTab, liveSocketReady, paidJob, phoneContext } from '../driver/support';
import { signUpDriver } from '../support/drivers';

const PHONE = { width: 390, height: 844 };
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const bottomBadge = (page: Page, link: string) =>
  page
    .getByRole('navigation', { name: 'Bottom navigation' })
    .getByRole('link', { name: link })
    .getByTestId('unread-badge');

test('driver and client talk live at 390 px; dispatch answers from the inbox as MedLink Dispatch', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const driverContext = await phoneContext(browser, baseURL);
  const clientContext = await browser.newContext({ baseURL, viewport: PHONE });
  const adminContext = await browser.newContext({ baseURL, viewport: PHONE });
  try {
    await signUpDriver(driverContext.request, { onShift: true });
    await signUpClient(clientContext.request);
    await apiSignIn(adminContext.request, DEMO.admin);
    const job = await paidJob(clientContext.request);
    const accepted = await driverContext.request.post(`/api/orders/${job.id}/accept`, { data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // The driver's phone, on the job screen, socket connected.
    const driver = await driverContext.newPage();
    const driverLive = liveSocketReady(driver);
    await driver.goto('/driver-dashboard');
    await driverLive;
    await driverTab(driver, 'Active Deliveries').click();
    const card = activeCard(driver, job);
    await expect(card).toBeVisible();

    // The client writes; the driver's Messages badge counts it without a reload.
    const tag = Date.now().toString(36);
    const question = `Is the chair folded? ${tag}`;
    const sent = await clientContext.request.post(`/api/orders/${job.id}/messages`, {
      data: { content: question },
    });
    expect(sent.status()).toBe(201);
    await expect(bottomBadge(driver, 'Messages')).toHaveText(/1/);

    // The client's phone, on the conversation.
    const client = await clientContext.newPage();
    const clientLive = liveSocketReady(client);
    await client.goto(`/messages?orderId=${job.id}`);
    await clientLive;
    await expect(thread(client).getByText(question)).toBeVisible();

    // The driver opens the thread on its job card: the message is there and the badge clears.
    await card.getByRole('button', { name: /Messages/ }).click();
    await expect(thread(driver).getByText(question)).toBeVisible();
    await expect(bottomBadge(driver, 'Messages')).toHaveCount(0);

    // Shift+Enter adds a line, Enter sends.
    await composer(driver).fill(`Yes, folded ${tag}`);
    await composer(driver).press('Shift+Enter');
    await composer(driver).pressSequentially('See you soon');
    await composer(driver).press('Enter');
    const reply = thread(client)
      .getByTestId('message-bubble')
      .filter({ hasText: `Yes, folded ${tag}` });
    await expect(reply).toBeVisible();
    await expect(reply).toContainText('See you soon');

    // Dispatch answers from its inbox; the client reads it live, signed "MedLink Dispatch".
    const admin = await adminContext.newPage();
    await admin.goto(`/admin/inbox?orderId=${job.id}`);
    await expect(admin.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    await expect(thread(admin).getByText(question)).toBeVisible();
    const note = `Dispatch here: gate 3 is open ${tag}`;
    await composer(admin).fill(note);
    await composer(admin).press('Enter');
    const fromDispatch = thread(client).getByTestId('message').filter({ hasText: note });
    await expect(fromDispatch).toBeVisible();
    await expect(fromDispatch).toContainText('MedLink Dispatch');
    // The driver, whose thread is open, sees it too, also as dispatch.
    await expect(thread(driver).getByTestId('message').filter({ hasText: note })).toContainText(
      'MedLink Dispatch',
    );
  } finally {
    await Promise.all([driverContext.close(), clientContext.close(), adminContext.close()]);
  }
});

test('the inbox and the notification settings have no serious accessibility violations', async ({
  browser,
  baseURL,
}) => {
  // Two axe runs, a sign-up and a saved setting on a shared two-core machine.
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const clientContext = await browser.newContext({ baseURL, viewport: PHONE });
  try {
    await apiSignIn(context.request, DEMO.admin);
    const admin = await context.newPage();
    await admin.goto('/admin/inbox');
    await expect(admin.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Undelivered notifications' })).toBeVisible();
    await expectNoSeriousViolations(admin, 'the dispatch inbox');

    // The settings of a new client, which this test may change: not the shared dispatch account's.
    await signUpClient(clientContext.request);
    const page = await clientContext.newPage();
    await page.goto('/settings/notifications');
    const email = page.getByRole('switch', { name: 'Email' });
    await expect(email).toBeVisible();
    await expectNoSeriousViolations(page, 'the notification settings');
    // A choice survives a reload: it is the server's, not the page's.
    await email.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Notification settings saved').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Email' })).toHaveAttribute('aria-checked', 'false');
  } finally {
    await context.close();
    await clientContext.close();
  }
});
