/**
 * Checkout on a server that takes real cards (the stripe provider): Stripe Elements in the page,
 * Stripe.js confirming the card, then our server confirming the order from its own view of the
 * intent. Stripe itself is played locally (stripe-support.ts).
 */
import { statusSaid } from '../support/client-status';
import { expect } from '@playwright/test';
import { toasts } from '../support/pages';
import { book, orderStatus } from '../support/api';
import { LAB_RUN } from '../support/bookings';
import { signInAsClient } from './dashboard';
import { DECLINED_CARD, GOOD_CARD, routeStripe, test } from './stripe-support';

test.beforeEach(async ({ page }) => {
  await signInAsClient(page);
});

test('a client pays by card through Stripe Elements and sees the order confirmed', async ({
  page,
  stripeWorld,
}) => {
  test.setTimeout(60_000);
  // Stripe "answers" the card only when the test has seen the page wait for it.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await routeStripe(page, stripeWorld.stripe, () => answered);
  const order = await book(page, LAB_RUN);
  await page.goto(`/checkout?orderId=${order.id}&amount=${order.totalCost}`);

  // Real cards only: the test-mode switch is off and locked.
  await expect(page.getByText('This server takes real card payments only.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Test mode' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Test mode' })).toBeDisabled();

  const form = page.getByRole('form', { name: 'Card details' });
  const pay = form.getByRole('button', { name: `Pay $${order.totalCost}` });
  const cardNumber = form.getByLabel('Card number');
  await expect(cardNumber).toBeVisible();
  await expect(pay).toBeDisabled();
  await cardNumber.fill('4242 4242');
  await expect(pay).toBeDisabled();
  await cardNumber.fill(GOOD_CARD);
  await expect(pay).toBeEnabled();

  await pay.click();
  await expect(form.getByRole('button', { name: 'Processing payment…' })).toBeDisabled();
  expect(await orderStatus(page, order.id)).toBe('pending');
  stripeWorld.stripe.requests.length = 0;
  answer();

  await expect(toasts(page).getByText('Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(`/orders/${order.id}/confirmation`);
  await page.getByRole('link', { name: 'Book another' }).click();
  const said = await statusSaid(page.request, order.id);
  expect(said).toMatch(/^Paid — waiting for (a driver|address check)$/);
  await expect(
    page.getByRole('region', { name: 'Live Tracking' }).getByText(`#${order.displayNumber} · ${said}`),
  ).toBeVisible();
  // The order was confirmed from what Stripe says of the intent, not from what the page said.
  expect(stripeWorld.stripe.requests.map((r) => `${r.method} ${r.path.replace(/pi_\w+/, 'pi')}`)).toEqual([
    'GET /v1/payment_intents/pi',
  ]);
  expect(await orderStatus(page, order.id)).toBe('confirmed');
});

test('a declined card shows Payment Failed, leaves the order pending, and another card pays', async ({
  page,
  stripeWorld,
}) => {
  test.setTimeout(60_000);
  await routeStripe(page, stripeWorld.stripe);
  const order = await book(page, LAB_RUN);
  await page.goto(`/checkout?orderId=${order.id}&amount=${order.totalCost}`);
  const form = page.getByRole('form', { name: 'Card details' });
  const pay = form.getByRole('button', { name: `Pay $${order.totalCost}` });

  await form.getByLabel('Card number').fill(DECLINED_CARD);
  await pay.click();
  await expect(toasts(page).getByText('Payment Failed')).toBeVisible();
  await expect(toasts(page).getByText('Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?/);
  expect(await orderStatus(page, order.id)).toBe('pending');

  await form.getByLabel('Card number').fill(GOOD_CARD);
  await pay.click();
  await expect(toasts(page).getByText('Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(`/orders/${order.id}/confirmation`);
  expect(await orderStatus(page, order.id)).toBe('confirmed');
});

test('coming back from a payment page confirms the order from the intent Stripe names', async ({
  page,
  stripeWorld,
}) => {
  await routeStripe(page, stripeWorld.stripe);
  const order = await book(page, LAB_RUN);
  const intent = await page.request.post('/api/create-payment-intent', { data: { orderId: order.id } });
  const { paymentIntentId, clientSecret } = (await intent.json()) as {
    paymentIntentId: string;
    clientSecret: string;
  };
  const back = (status: string) =>
    `/checkout?orderId=${order.id}&amount=${order.totalCost}&payment_intent=${paymentIntentId}` +
    `&payment_intent_client_secret=${clientSecret}&redirect_status=${status}`;

  // Stripe says the bank check failed: back to the card form, nothing confirmed.
  await page.goto(back('failed'));
  await expect(toasts(page).getByText('Payment Failed')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Card details' }).getByLabel('Card number')).toBeVisible();
  expect(await orderStatus(page, order.id)).toBe('pending');

  // A return that claims success while Stripe holds no payment confirms nothing either.
  await page.goto(back('succeeded'));
  await expect(toasts(page).getByText('Payment has not been completed', { exact: false })).toBeVisible();
  expect(await orderStatus(page, order.id)).toBe('pending');

  stripeWorld.stripe.intents.get(paymentIntentId)!.status = 'succeeded'; // the bank approved it
  await page.goto(back('succeeded'));
  await expect(toasts(page).getByText('Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(`/orders/${order.id}/confirmation`);
  expect(await orderStatus(page, order.id)).toBe('confirmed');
});
