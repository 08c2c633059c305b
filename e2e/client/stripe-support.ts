/**
 * Stripe for the browser tests, with no internet: js.stripe.com is answered by a small fake
 * Stripe.js (the calls our checkout and react-stripe-js make, a plain input standing in for the
 * card iframe), and api.stripe.com by a route that plays Stripe's part on the same local stand-in
 * the server's SDK talks to. So the card "confirmed in the browser" changes the intent the server
 * then retrieves, exactly as with Stripe. Both hosts are reached only if our CSP allows them.
 */
import { test as base, type Page } from '@playwright/test';
import { startServer } from '../../src/server/server';
import {
  startStripeTestServer,
  type StripeTestServer,
} from '../../src/server/adapters/payments/stripe-test-server';

/** Stripe's test card numbers: one that pays, one that is declined. */
export const GOOD_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

/** The parts of Stripe.js the checkout uses, in plain browser JavaScript. */
export const FAKE_STRIPE_JS = `(() => {
  function makeElement(type) {
    const listeners = {};
    let input = null;
    let ready = false;
    const emit = (event, payload) => (listeners[event] || []).slice().forEach((h) => h(payload));
    const remove = () => { if (input) input.remove(); input = null; };
    const element = {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        input.setAttribute('inputmode', 'numeric');
        input.placeholder = '1234 1234 1234 1234';
        input.addEventListener('input', () => {
          const digits = input.value.replace(/\\D/g, '');
          emit('change', { elementType: type, empty: digits.length === 0, complete: digits.length >= 16 });
        });
        node.appendChild(input);
        setTimeout(() => { ready = true; emit('ready', { elementType: type }); });
      },
      on(event, handler) {
        (listeners[event] = listeners[event] || []).push(handler);
        // A 'ready' listener attached after the fact still hears it, as with Stripe.js.
        if (event === 'ready' && ready) setTimeout(() => handler({ elementType: type }));
        return element;
      },
      off(event, handler) {
        listeners[event] = (listeners[event] || []).filter((h) => h !== handler);
        return element;
      },
      update(options) { if (input && options && 'readOnly' in options) input.readOnly = !!options.readOnly; },
      destroy: remove,
      unmount: remove,
      focus() { if (input) input.focus(); },
      blur() {},
      clear() { if (input) input.value = ''; },
      collapse() {},
      cardNumber: () => (input ? input.value.replace(/\\D/g, '') : ''),
    };
    return element;
  }

  /** POST /v1/payment_intents/:id/confirm with the publishable key's client secret, as Stripe.js does. */
  async function confirm(clientSecret, number) {
    const id = clientSecret.split('_secret_')[0];
    const body = new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
    });
    const response = await fetch('https://api.stripe.com/v1/payment_intents/' + encodeURIComponent(id) + '/confirm', {
      method: 'POST',
      body,
    });
    const json = await response.json();
    return json.error ? { error: json.error } : { paymentIntent: json };
  }

  function Stripe(publishableKey) {
    if (!/^pk_/.test(publishableKey)) throw new Error('Invalid publishable key');
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      elements(options) {
        const created = {};
        return {
          create(type) { return (created[type] = makeElement(type)); },
          getElement: (type) => created[type] || null,
          update() {},
          fetchUpdates: async () => ({}),
          submit: async () => ({}),
          clientSecret: options && options.clientSecret,
        };
      },
      confirmPayment({ elements }) {
        const element = elements.getElement('payment');
        return confirm(elements.clientSecret, element ? element.cardNumber() : '');
      },
      confirmCardPayment(clientSecret, data) {
        const card = data && data.payment_method && data.payment_method.card;
        return confirm(clientSecret, card && card.cardNumber ? card.cardNumber() : '');
      },
      createToken: async () => ({ error: { message: 'Not in this fake' } }),
      createPaymentMethod: async () => ({ error: { message: 'Not in this fake' } }),
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/**
 * Serves the fake Stripe.js and answers Stripe.js's confirm call from the stand-in's intents.
 * `hold`, when given, is awaited before the answer: the test decides when Stripe "answers".
 */
export async function routeStripe(page: Page, stripe: StripeTestServer, hold?: () => Promise<void>) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const headers = { 'access-control-allow-origin': '*' };
    const match = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(new URL(route.request().url()).pathname);
    const form = new URLSearchParams(route.request().postData() ?? '');
    const intent = match ? stripe.intents.get(decodeURIComponent(match[1]!)) : undefined;
    await hold?.();
    if (!intent || form.get('client_secret') !== intent.client_secret) {
      const error = {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such payment_intent',
      };
      return route.fulfill({ status: 404, headers, json: { error } });
    }
    if (form.get('payment_method_data[card][number]') === DECLINED_CARD) {
      intent.status = 'requires_payment_method';
      const error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
      return route.fulfill({ status: 402, headers, json: { error } });
    }
    intent.status = 'succeeded';
    return route.fulfill({ status: 200, headers, json: intent });
  });
}

type StripeWorld = { stripe: StripeTestServer; url: string };

/**
 * A MedLink server of its own on the stripe provider (the shared one runs in test mode), on a free
 * port with an in-memory database and the demo data, its Stripe SDK pointed at the stand-in.
 * Every test of a file that uses this `test` browses that server.
 */
export const test = base.extend<object, { stripeWorld: StripeWorld }>({
  stripeWorld: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const stripe = await startStripeTestServer();
      // Like Stripe: an intent waits for a card until Stripe.js confirms it in the browser.
      stripe.createStatus = 'requires_payment_method';
      const server = await startServer(
        {
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: 'memory',
          SEED_DEMO: 'true',
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
          PAYMENT_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: 'sk_test_e2e',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
          STRIPE_API_HOST: '127.0.0.1',
          STRIPE_API_PORT: String(stripe.port),
          STRIPE_API_PROTOCOL: 'http',
        },
        process.env.E2E_WEB_ROOT ? { webRoot: process.env.E2E_WEB_ROOT } : {},
      );
      await use({ stripe, url: server.url });
      await server.close();
      await stripe.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ stripeWorld }, use) => use(stripeWorld.url),
});
