/**
 * Sign-up for tests that talk to a real server over HTTP (the API tests use `t.signUp`): register,
 * take the link from the email the server sent to the in-process SMTP server, and open it.
 * Answers the verification's status and body (201, user and sessionToken).
 */
import type { ReceivedMail } from '../modules/notifications/test-smtp';

export async function signUpOverHttp(
  base: string,
  mailbox: { received: ReceivedMail[] },
  payload: { email: string } & Record<string, unknown>,
) {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/register', payload);
  if (registered.status !== 202) throw new Error(`sign-up answered ${registered.status}`);
  const email = payload.email.toLowerCase();
  let token: string | undefined;
  // The email leaves after the answer: wait for it (at most ten seconds).
  for (let waited = 0; !token && waited < 10_000; waited += 50) {
    const mail = mailbox.received.filter((m) => m.to.includes(email)).at(-1);
    token = mail && /\/verify-email#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!token) throw new Error(`no sign-up link was emailed to ${email}`);
  return post('/api/auth/verify-email', { token });
}
