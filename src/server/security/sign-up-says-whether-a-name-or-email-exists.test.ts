/**
 * Sign-up said whether a username or email exists: a new account was 201 with a session, a taken
 * name or email 409 saying which. Now POST /api/register answers the same status, headers and body
 * whatever is taken, sets no cookie and signs nobody in; what differs goes only to the mailbox
 * (a link for a new address, a note to the owner of a taken one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueName, type TestApp } from '../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

const account = (username = uniqueName('probe'), email = `${uniqueName('probe')}@example.com`) => ({
  username,
  email,
  password: 'Probe-pass-1',
  firstName: 'Pat',
  lastName: 'Probe',
});

/** What a caller sees, less what differs between any two answers (time, request id, the rate budget). */
async function answer(payload: object) {
  const response = await t.request({ method: 'POST', url: '/api/register', payload });
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(
      ([name]) => !['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name),
    ),
  );
  return { status: response.statusCode, headers, body: response.body };
}

describe('sign-up says nothing about which accounts exist', () => {
  it('answers a new, a taken username, a taken email and both taken identically, with no session', async () => {
    const existing = account();
    expect((await t.signUp(existing)).statusCode).toBe(201);

    const fresh = await answer(account());
    const takenName = await answer(account(existing.username.toUpperCase()));
    const takenEmail = await answer(account(undefined, existing.email.toUpperCase()));
    const bothTaken = await answer(account(existing.username, existing.email));

    expect(fresh.status).toBe(202);
    expect(fresh.headers['set-cookie']).toBeUndefined();
    expect(fresh.body).not.toMatch(/sessionToken|taken|exists/i);
    for (const other of [takenName, takenEmail, bothTaken]) expect(other).toEqual(fresh);
  });

  it('tells the difference only by email: a link to a new address, a note to a taken one', async () => {
    const existing = account();
    await t.signUp(existing);
    const before = t.sent.length;
    await answer(account(undefined, existing.email));
    const notice = t.sent.slice(before);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.to).toBe(existing.email);
    expect(notice[0]!.text).not.toMatch(/verify-email/);
  });
});
