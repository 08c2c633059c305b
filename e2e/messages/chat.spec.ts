/**
 * The chat in the browser. Each test is a new client and a new driver holding the client's job:
 * the demo client's chats come and go as other specs on the same server move its orders (a driver
 * declining one closed it, once, between the read and the page).
 */
import type { Page } from '@playwright/test';
import { expect, test, type Client, type Driver } from '../support/fixtures';
import { toasts } from '../support/pages';
import { paidJob } from '../driver/support';

/** A paid job of the client's that the driver has taken: a chat both may write in, still empty. */
async function sharedChat(client: Client, driver: Driver) {
  const job = await paidJob(client.page.request);
  const shift = await driver.request.patch('/api/driver/status', { data: { status: 'available' } });
  expect(shift.status(), await shift.text()).toBe(200);
  const accepted = await driver.request.post(`/api/orders/${job.id}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return job;
}

const chat = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('the list and the placeholder show before a conversation is chosen', async ({ client, driver }) => {
  const { page } = client;
  const job = await sharedChat(client, driver);
  await page.goto('/messages');
  await expect(page.getByText('Select a conversation')).toBeVisible();
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('button')).toHaveCount(1);
  await page.getByLabel('Search conversations').fill('zzqx-nobody');
  await expect(page.getByText('No conversations')).toBeVisible();
  await page.getByLabel('Search conversations').fill('');
  await expect(list.getByRole('button')).toHaveCount(1);
  await list.getByRole('button').click();
  await expect(page).toHaveURL(`/messages?orderId=${job.id}`);
  await expect(chat(page)).toBeVisible();
});

test("the driver's messages appear in the open chat as plain text", async ({ client, driver }) => {
  const { page } = client;
  const shared = await sharedChat(client, driver);
  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    void dialog.dismiss();
  });
  await page.goto(`/messages?orderId=${shared.id}`);
  await expect(chat(page).getByText('No messages yet')).toBeVisible();

  const tag = Date.now().toString(36);
  const plain = `On my way, ETA 10 minutes (${tag})`;
  const hostile = `<script>alert(1)</script><b>x</b> ${tag}`;
  for (const content of [plain, hostile]) {
    const sent = await driver.request.post(`/api/orders/${shared.id}/messages`, {
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
});

test('Enter sends, Shift+Enter adds a line, blank text is never sent', async ({ client, driver }) => {
  const { page } = client;
  const open = await sharedChat(client, driver);
  await page.goto(`/messages?orderId=${open.id}`);
  const input = composer(page);
  await expect(input).toBeVisible();

  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/orders/${open.id}/messages`)) posts += 1;
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

test('a failed send says so and keeps the text', async ({ client, driver }) => {
  const { page } = client;
  const open = await sharedChat(client, driver);
  await page.route(`**/api/orders/${open.id}/messages`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Down"}' })
      : route.fallback(),
  );
  await page.goto(`/messages?orderId=${open.id}`);
  await composer(page).fill('Will this arrive?');
  await composer(page).press('Enter');
  await expect(toasts(page).getByText('Failed to send message')).toBeVisible();
  await expect(toasts(page).getByText('Please try again')).toBeVisible();
  await expect(composer(page)).toHaveValue('Will this arrive?');
});

test('a conversation without messages says so', async ({ client, driver }) => {
  const { page } = client;
  const quiet = await sharedChat(client, driver);
  await page.goto(`/messages?orderId=${quiet.id}`);
  await expect(chat(page).getByText('No messages yet')).toBeVisible();
});

test('a client without conversations sees none', async ({ client: { page } }) => {
  await page.goto('/messages');
  await expect(page.getByText('No conversations')).toBeVisible();
  await expect(page.getByText('Select a conversation')).toBeVisible();
});
