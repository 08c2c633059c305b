/**
 * axe on every path of the web app, at 1280 and at 390 px: the paths come from the router's own
 * table (src/web/app/route-table.ts), so a screen added there is walked here or this spec fails
 * naming it. One page load and one axe run per path and width, as the person who opens it: a guest,
 * a fresh client, a fresh driver, dispatch or billing. Every path but dispatch's (its console stays
 * English) is walked once more in Spanish at both widths, checked to be Spanish before axe runs.
 * Dialogs are in every-dialog.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ROUTE_PATHS, type RoutePath } from '../../src/web/app/route-table';
import { DEMO, newAccount } from '../support/accounts';
import { HOUSTON_BOOKING } from '../support/bookings';
import { apiSignIn } from '../driver/support';
import { registerAccount } from '../support/sign-up';
import { expectNoSeriousViolations } from './support';
import { chooseLanguage, expectSpanish, spanishWords, type Language } from './languages';
import { signUpDriver } from '../support/drivers';

type Who = 'guest' | 'client' | 'driver' | 'admin' | 'billing';
/** What a visit needs that only exists once someone has booked: an unpaid and a paid order. */
type Orders = { unpaid: { id: number; totalCost: string }; paid: { id: number }; trackingPath: string };
type Visit = { as: Who; url: (orders: Orders) => string };

const BILLING = { username: 'billing', password: 'billing123' };

/** Who opens each path, and with which id. A path of the router missing here fails the first test. */
const VISITS: Record<RoutePath, Visit> = {
  '/': { as: 'guest', url: () => '/' },
  '/login': { as: 'guest', url: () => '/login' },
  '/forgot-password': { as: 'guest', url: () => '/forgot-password' },
  '/reset-password': { as: 'guest', url: () => '/reset-password' },
  '/verify-email': { as: 'guest', url: () => '/verify-email' },
  '/join': { as: 'guest', url: () => '/join' },
  '/t/:token': { as: 'guest', url: (o) => o.trackingPath },
  '/welcome': { as: 'client', url: () => '/welcome' },
  '/dashboard': { as: 'client', url: () => '/dashboard' },
  '/orders': { as: 'client', url: () => '/orders' },
  '/address-book': { as: 'client', url: () => '/address-book' },
  '/members': { as: 'client', url: () => '/members' },
  '/receiving': { as: 'client', url: () => '/receiving' },
  '/invoices': { as: 'client', url: () => '/invoices' },
  '/audit': { as: 'client', url: () => '/audit' },
  '/billing': { as: 'billing', url: () => '/billing' },
  '/rate-cards': { as: 'billing', url: () => '/rate-cards' },
  '/pay-rules': { as: 'billing', url: () => '/pay-rules' },
  '/orders/import': { as: 'client', url: () => '/orders/import' },
  '/standing-orders': { as: 'client', url: () => '/standing-orders' },
  '/receipt/:id': { as: 'client', url: (o) => `/receipt/${o.paid.id}` },
  '/orders/:id/custody': { as: 'client', url: (o) => `/orders/${o.paid.id}/custody` },
  '/tracking': { as: 'client', url: (o) => `/tracking?orderId=${o.paid.id}` },
  '/messages': { as: 'client', url: (o) => `/messages?orderId=${o.paid.id}` },
  '/checkout': { as: 'client', url: (o) => `/checkout?orderId=${o.unpaid.id}&amount=${o.unpaid.totalCost}` },
  '/orders/:id/confirmation': { as: 'client', url: (o) => `/orders/${o.paid.id}/confirmation` },
  '/driver-dashboard': { as: 'driver', url: () => '/driver-dashboard' },
  '/earnings': { as: 'driver', url: () => '/earnings' },
  '/admin-dashboard': { as: 'admin', url: () => '/admin-dashboard' },
  '/security': { as: 'client', url: () => '/security' },
  '/admin/webhooks': { as: 'admin', url: () => '/admin/webhooks' },
  '/admin/audit': { as: 'admin', url: () => '/admin/audit' },
  '/admin/inbox': { as: 'admin', url: () => '/admin/inbox' },
  '/admin/dispatch-map': { as: 'admin', url: () => '/admin/dispatch-map' },
  '/admin/auto-dispatch': { as: 'admin', url: () => '/admin/auto-dispatch' },
  '/admin/orders/:id/auto-dispatch': { as: 'admin', url: (o) => `/admin/orders/${o.paid.id}/auto-dispatch` },
  '/settings/notifications': { as: 'client', url: () => '/settings/notifications' },
};

// The ten walks are independent: both workers share them.
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const PEOPLE: readonly Who[] = ['guest', 'client', 'driver', 'admin', 'billing'];

test('the walk covers every path of the router, and the router takes its paths from the table', () => {
  const missing = ROUTE_PATHS.filter((path) => !(path in VISITS));
  expect(missing, 'paths of route-table.ts this spec does not visit').toEqual([]);
  // A path written straight into the router would escape the table, and this walk.
  const router = readFileSync(new URL('../../src/web/app/routes.tsx', import.meta.url), 'utf8');
  expect(router.match(/<Route[^>]*\spath=["'`]/g) ?? [], 'literal paths in routes.tsx').toEqual([]);
});

/** A fresh client with an unpaid and a paid Houston order, and the paid one's recipient link. */
async function bookOrders(request: APIRequestContext): Promise<Orders> {
  const registered = await registerAccount(request, { data: newAccount('client') });
  expect(registered.status(), await registered.text()).toBe(201);
  const book = async () => {
    const booked = await request.post('/api/orders', { data: HOUSTON_BOOKING });
    expect(booked.status(), await booked.text()).toBe(201);
    return (await booked.json()) as { id: number; totalCost: string };
  };
  const [unpaid, paid] = [await book(), await book()];
  const payment = await request.post('/api/test-payment', { data: { orderId: paid.id } });
  expect(payment.status(), await payment.text()).toBe(200);
  const link = await request.get(`/api/orders/${paid.id}/public-link`);
  expect(link.status(), await link.text()).toBe(200);
  return { unpaid, paid, trackingPath: ((await link.json()) as { path: string }).path };
}

/** Signs `page`'s context in as `who` (a fresh account where the role allows one). */
async function signInAs(page: Page, who: Who, clientRequest: APIRequestContext): Promise<void> {
  if (who === 'guest') return;
  if (who === 'client') {
    // The same fresh client that booked the orders, so its own screens show them.
    const state = await clientRequest.storageState();
    await page.context().addCookies(state.cookies);
    return;
  }
  if (who === 'driver') {
    await signUpDriver(page.request);
    return;
  }
  // Dispatch and billing have no sign-up: their seeded accounts.
  await apiSignIn(page.request, who === 'admin' ? DEMO.admin : BILLING);
}

/**
 * Words a screen shows in Spanish beyond the frame's (the signed-out pages have no signed-in
 * frame to check), by catalogue key: the page's own title, so a screen that kept its English
 * would fail here before axe runs.
 */
const SPANISH_TITLE: Partial<Record<RoutePath, string>> = {
  '/login': 'login.title',
  '/forgot-password': 'forgot.title',
  '/reset-password': 'reset.title',
  '/verify-email': 'verifyEmail.title',
  '/security': 'security.pageTitle',
  '/orders/import': 'orderImport.title',
  '/billing': 'billingConsole.title',
};

/** The screen has settled: its title is up and no request is still on its way. */
async function settled(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^(Loading|Cargando)…$/)).toHaveCount(0);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // A guard that sent the visitor elsewhere would have axe check the wrong screen.
  expect(new URL(page.url()).pathname, `${path} stayed on its screen`).toBe(
    path.includes(':') ? new URL(page.url()).pathname : path,
  );
}

async function withOrders<T>(
  browser: Browser,
  run: (orders: Orders, request: APIRequestContext) => Promise<T>,
) {
  const context = await browser.newContext();
  try {
    return await run(await bookOrders(context.request), context.request);
  } finally {
    await context.close();
  }
}

/** One person's paths at one width in one language: a load, a settle and an axe run each. */
async function walk(page: Page, browser: Browser, who: Who, paths: RoutePath[], language: Language) {
  const width = page.viewportSize()?.width;
  const where = `${width} px${language === 'es' ? ' in Spanish' : ''}`;
  await withOrders(browser, async (orders, clientRequest) => {
    await signInAs(page, who, clientRequest);
    // The seeded billing account is shared with the English passes: its browser asks for Spanish.
    if (who === 'client') await chooseLanguage(clientRequest, language);
    if (who === 'driver') await chooseLanguage(page.request, language);
    for (const path of paths) {
      const url = VISITS[path].url(orders);
      await page.goto(url);
      await settled(page, path.includes(':') ? path : new URL(url, 'http://x').pathname);
      if (language === 'es') {
        await expectSpanish(page, { signedIn: who !== 'guest' });
        const title = SPANISH_TITLE[path];
        if (title) {
          const main = page.locator('#main');
          await expect(main.getByText(spanishWords(title), { exact: true }).first()).toBeVisible();
        }
      }
      await expectNoSeriousViolations(page, `${path} at ${where} as ${who}`);
    }
  });
  if (who === 'guest') {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (language === 'es') await expectSpanish(page, { signedIn: false });
    await expectNoSeriousViolations(page, `404 at ${where}`);
  }
}

const pathsOf = (who: Who) => (Object.keys(VISITS) as RoutePath[]).filter((path) => VISITS[path].as === who);

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const who of PEOPLE) {
      const paths = pathsOf(who);
      test(`every ${who} path: ${paths.join(', ')}`, async ({ page, browser }) => {
        // One load and one axe run per path on a shared 2-core machine: up to 6 s each.
        test.setTimeout(30_000 + paths.length * 15_000);
        await walk(page, browser, who, paths, 'en');
        if (who === 'guest')
          await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      });
    }
  });
}

/**
 * Spanish at both widths (Spanish sentences run longer, and the desktop layouts put them side by
 * side): a guest whose browser asks for Spanish, a client and a driver who chose Spanish on their
 * account, and billing's seeded account, which chose nothing, in a browser asking for Spanish.
 */
for (const viewport of WIDTHS) {
  test.describe(`in Spanish at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const who of PEOPLE.filter((person) => person !== 'admin')) {
      test.describe(`as ${who}`, () => {
        test.use({ locale: who === 'guest' || who === 'billing' ? 'es-US' : 'en-US' });
        const paths = pathsOf(who);
        test(`every ${who} path in Spanish: ${paths.join(', ')}`, async ({ page, browser }) => {
          test.setTimeout(30_000 + paths.length * 15_000);
          await walk(page, browser, who, paths, 'es');
        });
      });
    }
  });
}
