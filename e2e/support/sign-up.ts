/**
 * Sign-up as the browser suite needs it: the form (or POST /api/register), then the link of the
 * email the server sent to the suite's SMTP server (mailbox.ts), opened or posted.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { mailTo } from './mailbox';

/** The path (with its #token=) of the newest sign-up link emailed to this address. */
export async function signUpLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const newest = (await mailTo(email.toLowerCase())).at(-1);
        link = newest && /https?:\/\/\S+(\/verify-email#token=[A-Za-z0-9_-]+)/.exec(newest.text)?.[1];
        return link;
      },
      // The mail leaves as the server answers; Playwright's default first waits (100, 250, 500 ms)
      // were most of a sign-up's time.
      { message: `sign-up email to ${email}`, intervals: [25, 50, 100, 250] },
    )
    .toBeDefined();
  return link!;
}

/**
 * Signs up through the API as a person would through the form and their inbox. Answers the
 * verification's response: 201 with the user and sessionToken, and the session cookie set on
 * `request` (a page's request context is signed in with it).
 */
export async function registerAccount(request: APIRequestContext, { data }: { data: object }) {
  const registered = await request.post('/api/register', { data });
  expect(registered.status(), await registered.text()).toBe(202);
  const link = await signUpLinkFor(String((data as { email: string }).email));
  const token = link.split('#token=')[1]!;
  return request.post('/api/auth/verify-email', { data: { token } });
}
