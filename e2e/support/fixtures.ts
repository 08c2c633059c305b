/**
 * The browser suite's fixtures: `test` from here gives a spec the people it needs, each a fresh
 * account made through the public sign-up for that one test, so no test reads or changes what
 * another left behind and none depends on what the demo seed happened to plan.
 *
 *   test('...', async ({ client, driver, dispatcher }) => { ... })
 *
 * - `client`: a new client signed in on the test's own `page` (its `request` shares the cookies).
 * - `driver`: a new driver, approved by dispatch and off shift, in a browser context of its own.
 * - `dispatcher`: dispatch's console account in a context of its own. Staff accounts cannot sign
 *   up, so this one is the seeded admin; each test still gets its own session.
 */
import { randomBytes } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { DEMO } from './accounts';
import { apiSignIn, signUpClient, type SignedUp } from './api';
import { registerAccount } from './sign-up';
import { approveDriver } from './vetting';

export type Person = { page: Page; request: APIRequestContext; context: BrowserContext };
export type Client = SignedUp & Person;
export type Driver = Person & { username: string; password: string; userId: number; driverId: number };

type Fixtures = { client: Client; driver: Driver; dispatcher: Person };

export const test = base.extend<Fixtures>({
  client: async ({ page, context }, use) => {
    const signedUp = await signUpClient(page);
    await use({ ...signedUp, page, request: page.request, context });
  },

  driver: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const account = { username: `e2e_drv_${tag}`, password: 'Driver-pass-123' };
    const response = await registerAccount(context.request, {
      data: {
        ...account,
        email: `e2e_drv_${tag}@example.test`,
        firstName: 'Dana',
        lastName: 'Runner',
        organizationName: '',
        role: 'driver',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { user } = (await response.json()) as { user: { id: number; driverId: number } };
    await approveDriver(user.driverId, baseURL);
    const page = await context.newPage();
    await use({
      ...account,
      userId: user.id,
      driverId: user.driverId,
      page,
      request: context.request,
      context,
    });
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
