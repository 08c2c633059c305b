/** What a person does on the sign-in page, written once for every spec. */
import { expect, type Page } from '@playwright/test';
import type { NewAccount } from './accounts';
import { signUpLinkFor } from './sign-up';

export function signInCard(page: Page) {
  return page.getByRole('region', { name: 'Sign In' });
}

export function signUpCard(page: Page) {
  return page.getByRole('region', { name: 'Create Account' });
}

/** Fills and submits the sign-in card; returns the login answer's user (first name for checks). */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  const card = signInCard(page);
  await card.getByLabel('Username').fill(username);
  await card.getByLabel('Password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/login')),
    card.getByRole('button', { name: 'Sign In', exact: true }).click(),
  ]);
  return response;
}

/** Registers through the sign-up card, opens the emailed link and waits for the landing page. */
export async function signUp(page: Page, account: NewAccount) {
  await page.goto('/login');
  const card = signUpCard(page);
  await card.getByLabel('First name').fill(account.firstName);
  await card.getByLabel('Last name').fill(account.lastName);
  await card.getByLabel('Organization').fill(account.organizationName);
  await card.getByLabel('Email').fill(account.email);
  await card.getByLabel('Username').fill(account.username);
  await card.getByLabel('Account type').selectOption(account.role);
  await card.getByLabel('Password', { exact: true }).fill(account.password);
  await card.getByLabel('Confirm password').fill(account.password);
  await card.getByRole('button', { name: 'Create Account' }).click();
  await expect(card.getByRole('status')).toContainText('Check your email to finish signing up');
  await page.goto(await signUpLinkFor(account.email));
  // The landing page, not the "Account Created!" toast (auth/sign-up.spec checks that): the toast
  // lasts 5 s, and a loaded machine can take longer to load the dashboard behind it.
  await expect(page).toHaveURL(account.role === 'driver' ? '/driver-dashboard' : '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
}

/**
 * The toast list, without Radix's screen-reader copy of each toast. Found by test id, not by its
 * "Notifications (F8)" region role: an open modal dialog hides everything else from the a11y tree.
 */
export function toasts(page: Page) {
  return page.getByTestId('toasts');
}

/**
 * Waits for a toast showing `title`. One toast shows at a time (the spec's rule) and each lasts 5 s,
 * so a toast raised just after replaces it: when it is not seen, the failure lists every toast the
 * list showed meanwhile, and `context()` may add what else the spec knows (the frames heard, say).
 */
export async function expectToast(page: Page, title: string, context?: () => string) {
  const shown = new Set<string>();
  try {
    await expect
      .poll(async () => {
        const text = (
          await toasts(page)
            .innerText()
            .catch(() => '')
        )
          .replace(/\s+/g, ' ')
          .trim();
        if (text) shown.add(text);
        return text.includes(title);
      })
      .toBe(true);
  } catch (error) {
    const list = [...shown].map((text) => `"${text}"`).join(', ') || 'none';
    const more = context ? `; ${context()}` : '';
    throw new Error(`No "${title}" toast; toasts shown meanwhile: ${list}${more}`, { cause: error });
  }
}
