/**
 * Dispatch registers a lab system's endpoint, keeps the secret shown once, sends it a test event and
 * reads the receiver's answer, and sees a status change delivered to it (a receiver on this
 * machine), signed with that secret; a failed delivery is replayed. A second endpoint is scoped to
 * one client chosen by name.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../a11y/support';
import { DEMO } from '../support/accounts';
import { signIn } from '../support/pages';
import { book } from '../support/api';

// The client books at a desk of its own; `page` is dispatch's console.
test.use({ clientContext: 'own' });

type Received = {
  signature: string;
  raw: string;
  body: { event: string; order: { id: number; status: string } | null };
};

let receiver: Server;
let url: string;
const received: Received[] = [];
let answer = 200;

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        signature: String(request.headers['x-medlink-signature']),
        raw,
        body: JSON.parse(raw),
      });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/lis`;
});
test.afterAll(async () => new Promise((resolve) => receiver.close(resolve)));

test('dispatch registers an endpoint, sees a signed delivery, and replays a failed one', async ({
  page,
  client,
}) => {
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(DEMO.admin.home);
  await page.getByRole('link', { name: 'Webhooks' }).first().click();
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'webhooks');

  await page.getByLabel('Endpoint URL').fill(url);
  await page.getByLabel('Note (optional)').fill('<b>Lab LIS</b>');
  // Nothing is preselected as "all": with no client chosen the form cannot be sent.
  await expect(page.getByRole('button', { name: 'Register endpoint' })).toBeDisabled();
  await page.getByRole('radio', { name: /All clients/ }).check();
  await page.getByRole('button', { name: 'Register endpoint' }).click();
  const secretBox = page.getByTestId('webhook-secret');
  await expect(secretBox).toBeVisible();
  const secret = (await secretBox.locator('code').textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  await secretBox.getByRole('button', { name: 'I have stored it' }).click();
  await expect(secretBox).toBeHidden();
  const card = page.getByTestId('webhook-card').filter({ hasText: url });
  // The note is text, never markup.
  await expect(card.getByText('<b>Lab LIS</b>')).toBeVisible();
  await expect(card).toContainText('Orders of all clients');

  await card.getByRole('button', { name: 'Send test event' }).click();
  await expect(card.getByTestId('webhook-test-result')).toContainText(
    'Test event delivered: the receiver answered 200',
  );
  const tested = received.find((r) => r.body.event === 'webhook.test')!;
  const [, ts, sig] = tested.signature.match(/^t=(\d+),v1=([0-9a-f]+)$/)!;
  expect(createHmac('sha256', secret).update(`${ts}.${tested.raw}`).digest('hex')).toBe(sig);

  const order = await book(client.request);
  answer = 503;
  const approve = await page.request.patch(`/api/orders/${order.id}`, { data: { status: 'confirmed' } });
  expect(approve.status()).toBe(200);
  await expect.poll(() => received.filter((r) => r.body.order?.id === order.id).length).toBe(1);
  const [first] = received.filter((r) => r.body.order?.id === order.id);
  const [, t, v1] = first!.signature.match(/^t=(\d+),v1=([0-9a-f]+)$/)!;
  expect(createHmac('sha256', secret).update(`${t}.${first!.raw}`).digest('hex')).toBe(v1);
  expect(first!.body).toMatchObject({
    event: 'order.status_changed',
    order: { id: order.id, status: 'confirmed' },
  });

  await card.getByRole('button', { name: 'Show deliveries' }).click();
  const row = card.getByTestId('webhook-delivery').first();
  await expect(row).toContainText('receiver answered 503');
  answer = 200;
  await row.getByRole('button', { name: /Replay delivery/ }).click();
  await expect.poll(() => received.filter((r) => r.body.order?.id === order.id).length).toBe(2);
  await expect(card.getByTestId('webhook-delivery').first()).toContainText('delivered');
});

test.describe('scoped', () => {
  // A client of the test's own, under an organisation name no other account has: the search
  // finds that one client alone.
  test.use({ clientAccount: { organizationName: `Scoped Lab ${randomBytes(4).toString('hex')}` } });

  test('dispatch scopes an endpoint to one client, found by name', async ({ page, client }) => {
    await signIn(page, DEMO.admin.username, DEMO.admin.password);
    await page.goto('/admin/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    const scopedUrl = `${url}/scoped`;
    await page.getByLabel('Endpoint URL').fill(scopedUrl);
    await page
      .getByLabel('Find a client by name, organisation or email')
      .fill(client.account.organizationName);
    const list = page.getByLabel(/found: choose one/);
    // The placeholder and the one client found.
    await expect(list.locator('option')).toHaveCount(2);
    const label = (await list.locator('option').nth(1).textContent())!;
    expect(label).toContain(client.account.email);
    await list.selectOption({ index: 1 });
    const chosen = page.getByRole('list', { name: 'Chosen clients' });
    const name = label.split(' · ')[0]!;
    await expect(chosen).toContainText(name);
    await page.getByRole('button', { name: 'Register endpoint' }).click();
    await page.getByTestId('webhook-secret').getByRole('button', { name: 'I have stored it' }).click();
    const card = page.getByTestId('webhook-card').filter({ hasText: scopedUrl });
    await expect(card).toContainText(`Orders of ${name}`);
  });
});
