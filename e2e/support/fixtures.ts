/**
 * The browser suite's fixtures: `test` from here gives a spec the people it needs, each a fresh
 * account made through the public sign-up for that one test, so no test reads or changes what
 * another left behind and none depends on what the demo seed happened to plan.
 *
 *   test('...', async ({ client, driver, dispatcher }) => { ... })
 *
 * - `client`: a new client signed in on the test's own `page` (its `request` shares the cookies);
 *   with `test.use({ clientContext: 'own' })`, in a browser context of its own instead, a second
 *   person at another desk while `page` is dispatch's console. `clientAccount` changes its
 *   sign-up's fields (an organisation name of its own, say).
 * - `driver`: a new driver, approved by dispatch and off shift, in a browser context of its own.
 * - `dispatcher`: dispatch's console account in a context of its own. Staff accounts cannot sign
 *   up, so this one is the seeded admin; each test still gets its own session.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { DEMO, type NewAccount } from './accounts';
import { apiSignIn, signUpClient, type SignedUp } from './api';
import { signUpDriver, type DriverAccount } from './drivers';

export type Person = { page: Page; request: APIRequestContext; context: BrowserContext };
export type Client = SignedUp & Person;
export type Driver = Person & DriverAccount;

type Fixtures = { client: Client; driver: Driver; dispatcher: Person };
type Options = { clientContext: 'page' | 'own'; clientAccount: Partial<NewAccount> };

export const test = base.extend<Fixtures & Options>({
  clientContext: ['page', { option: true }],
  clientAccount: [{}, { option: true }],

  client: async ({ page, context, browser, baseURL, clientContext, clientAccount }, use) => {
    if (clientContext === 'page') {
      const signedUp = await signUpClient(page, clientAccount);
      await use({ ...signedUp, page, request: page.request, context });
      return;
    }
    const own = await browser.newContext({ baseURL });
    const signedUp = await signUpClient(own.request, clientAccount);
    await use({ ...signedUp, page: await own.newPage(), request: own.request, context: own });
    await own.close();
  },

  driver: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    const account = await signUpDriver(context.request, { server: baseURL });
    const page = await context.newPage();
    await use({ ...account, page, request: context.request, context });
    await context.close();
  },

  dispatcher: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    await apiSignIn(context.request, DEMO.admin);
    const page = await context.newPage();
    await use({ page, request: context.request, context });
    await context.close();
  },
});

export { expect };
