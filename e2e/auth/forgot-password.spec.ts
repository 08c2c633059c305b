/**
 * Forgot password as a person does it: the link on the sign-in card, the email in their inbox (the
 * suite's SMTP server), a new password, every other session signed out, and the link spent.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../a11y/support';
import { newAccount } from '../support/accounts';
import { mailTo } from '../support/mailbox';
import { signIn, signInCard } from '../support/pages';
import { registerAccount } from '../support/sign-up';

/** The reset link of the newest email to this address, as a path on the app under test. */
async function resetLinkFor(email: string, count: number): Promise<string> {
  let mail: Awaited<ReturnType<typeof mailTo>> = [];
  await expect
    .poll(
      async () =>
        (mail = (await mailTo(email)).filter((m) => m.subject === 'Reset your MedLink password')).length,
      { message: `reset email to ${email}` },
    )
    .toBe(count);
  const newest = mail.at(-1)!;
  expect(newest.subject).toBe('Reset your MedLink password');
  const link = /(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(newest.text)?.[1];
  expect(link, newest.text).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.hash}`;
}

async function choosePassword(page: Page, password: string, confirm = password) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(confirm);
  await page.getByRole('button', { name: 'Save new password' }).click();
}

test('a forgotten password is reset from the emailed link, once, and signs out the other sessions', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, an email round trip and two sign-ins: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const account = newAccount('client');
  const registered = await registerAccount(request, {
    data: { ...account, confirmPassword: undefined },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // The same person signed in on another device.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, account.username, account.password);
  await expect(otherPage).toHaveURL('/dashboard');

  await page.goto('/login');
  await signInCard(page).getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectNoSeriousViolations(page, '/forgot-password');
  await page.getByLabel('Username or email').fill(account.email.toUpperCase());
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account matches');
  await expect(page.getByRole('status')).toContainText('30 minutes');

  const path = await resetLinkFor(account.email, 1);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await choosePassword(page, 'Reset-Pass-456', 'Reset-Pass-999');
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expectNoSeriousViolations(page, '/reset-password with a mismatch');
  await choosePassword(page, 'Reset-Pass-456');
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  // The other device is signed out; the old password no longer works, the new one does.
  await otherPage.reload();
  await expect(otherPage).toHaveURL('/login');
  await other.close();
  const old = await request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(old.status()).toBe(401);
  const fresh = await signIn(page, account.username, 'Reset-Pass-456');
  expect(fresh.status()).toBe(200);
  await expect(page).toHaveURL('/dashboard');

  // The same link a second time: refused, with the way to a new one.
  await page.context().clearCookies();
  await page.goto(path);
  await choosePassword(page, 'Again-Pass-789');
  await expect(page.getByRole('alert')).toContainText('already been used');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('the forgot-password answer is the same for an address no account has, and fits a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/forgot-password');
  await page.getByLabel('Username or email').fill('nobody-at-all@example.test');
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account matches');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, '/forgot-password at 390 px');
  expect(await mailTo('nobody-at-all@example.test')).toHaveLength(0);
});
