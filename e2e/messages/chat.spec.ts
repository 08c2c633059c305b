import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, newAccount } from '../support/accounts';
import { signUp, toasts } from '../support/pages';
import { apiSignIn, otherSession } from '../orders/helpers';

type Conversation = { orderId: number; displayNumber: string; canSend: boolean; lastMessage: unknown };

async function conversations(request: APIRequestContext): Promise<Conversation[]> {
  const response = await request.get('/api/messages/conversations');
  expect(response.status()).toBe(200);
  return (await response.json()) as Conversation[];
}

/**
 * The demo client's oldest chat that is open for writing: a seeded order. The newest may be another
 * spec's order running beside this one, whose driver can decline it between the read and the page
 * (job-screen's decline did, once: the page then said "once a driver is assigned").
 */
async function settledOpenChat(request: APIRequestContext): Promise<Conversation> {
  const open = (await conversations(request)).filter((c) => c.canSend);
  expect(open.length, 'the demo client has a chat open for writing').toBeGreaterThan(0);
  return open.reduce((oldest, c) => (c.orderId < oldest.orderId ? c : oldest));
}

const chat = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('the list and the placeholder show before a conversation is chosen', async ({ page }) => {
  await apiSignIn(page);
  await page.goto('/messages');
  await expect(page.getByText('Select a conversation')).toBeVisible();
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('button').first()).toBeVisible();
  const before = await list.getByRole('button').count();
  await page.getByLabel('Search conversations').fill('zzqx-nobody');
  await expect(page.getByText('No conversations')).toBeVisible();
  await page.getByLabel('Search conversations').fill('');
  await expect(list.getByRole('button')).toHaveCount(before);
  await list.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/messages\?orderId=\d+$/);
  await expect(chat(page)).toBeVisible();
});

test("the driver's messages appear in the open chat as plain text", async ({ page, browser }) => {
  await apiSignIn(page);
  const driver = await otherSession(browser, DEMO.driver);
  try {
    // An order both sides can write about: the driver's job for the demo client.
    const mine = new Set((await conversations(page.request)).filter((c) => c.canSend).map((c) => c.orderId));
    const shared = (await conversations(driver.request)).find((c) => c.canSend && mine.has(c.orderId));
    expect(shared, 'the demo driver has an open chat with the demo client').toBeDefined();

    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await page.goto(`/messages?orderId=${shared!.orderId}`);
    await expect(chat(page).getByTestId('message').first()).toBeVisible();

    const tag = Date.now().toString(36);
    const plain = `On my way, ETA 10 minutes (${tag})`;
    const hostile = `<script>alert(1)</script><b>x</b> ${tag}`;
    for (const content of [plain, hostile]) {
      const sent = await driver.request.post(`/api/orders/${shared!.orderId}/messages`, {
        data: { content },
      });
      expect(sent.status()).toBe(201);
    }

    await expect(chat(page).getByText(plain)).toBeVisible();
    const bubble = chat(page).getByTestId('message-bubble').filter({ hasText: tag }).last();
    await expect(bubble).toHaveText(hostile);
    await expect(bubble.locator('b')).toHaveCount(0);
    await expect(bubble.locator('script')).toHaveCount(0);
    await expect(chat(page).getByTestId('message').filter({ hasText: tag }).first()).toHaveAttribute(
      'data-own',
      'false',
    );
    expect(alerted).toBe(false);
  } finally {
    await driver.context.close();
  }
});

test('Enter sends, Shift+Enter adds a line, blank text is never sent', async ({ page }) => {
  await apiSignIn(page);
  const open = await settledOpenChat(page.request);
  await page.goto(`/messages?orderId=${open.orderId}`);
  const input = composer(page);
  await expect(input).toBeVisible();

  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/orders/${open.orderId}/messages`)) posts += 1;
  });
  await input.fill('   ');
  await input.press('Enter');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  const tag = Date.now().toString(36);
  await input.fill(`First line ${tag}`);
  await input.press('Shift+Enter');
  await input.pressSequentially('second line');
  await expect(input).toHaveValue(`First line ${tag}\nsecond line`);
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/messages')),
    input.press('Enter'),
  ]);
  await expect(input).toHaveValue('');
  const own = chat(page).getByTestId('message').filter({ hasText: tag });
  await expect(own).toHaveAttribute('data-own', 'true');
  await expect(own.getByTestId('message-bubble')).toHaveText(`First line ${tag}\nsecond line`);
  expect(posts).toBe(1);
});

test('a failed send says so and keeps the text', async ({ page }) => {
  await apiSignIn(page);
  const open = await settledOpenChat(page.request);
  await page.route(`**/api/orders/${open.orderId}/messages`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Down"}' })
      : route.fallback(),
  );
  await page.goto(`/messages?orderId=${open.orderId}`);
  await composer(page).fill('Will this arrive?');
  await composer(page).press('Enter');
  await expect(toasts(page).getByText('Failed to send message')).toBeVisible();
  await expect(toasts(page).getByText('Please try again')).toBeVisible();
  await expect(composer(page)).toHaveValue('Will this arrive?');
});

test('a conversation without messages, and a client without conversations', async ({ page }) => {
  await apiSignIn(page);
  // The oldest quiet one, a seeded order: the newest may be a spec's order running beside this one,
  // and get its first message between the read and the page (a journey's did, once).
  const quiet = (await conversations(page.request)).reverse().find((c) => c.lastMessage === null);
  expect(quiet, 'the demo client has a conversation without messages').toBeDefined();
  await page.goto(`/messages?orderId=${quiet!.orderId}`);
  await expect(chat(page).getByText('No messages yet')).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signUp(page, newAccount('client'));
  await page.goto('/messages');
  await expect(page.getByText('No conversations')).toBeVisible();
  await expect(page.getByText('Select a conversation')).toBeVisible();
});
