/**
 * An unfinished sign-up keeps a password hash and a profile for an account that does not exist:
 * the nightly run forgets it a week after its link expired, and keeps the ones still young enough
 * for a late click to be told its link expired.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SIGN_UP_LINK_HOURS } from '@domain/sign-up';
import { pendingSignUps } from '../../db/schema/index';
import { createTestApp, uniqueName, type TestApp } from '../../test/helper';
import { runRetention } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

async function startSignUp(): Promise<string> {
  const username = uniqueName('forget');
  const email = `${username}@example.com`;
  const answer = await t.request({
    method: 'POST',
    url: '/api/register',
    payload: { username, email, password: 'Sturdy-pass1', firstName: 'Ana', lastName: 'Ruiz' },
  });
  expect(answer.statusCode, answer.body).toBe(202);
  return email;
}
const attemptsOf = (email: string) =>
  t.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email));

it('forgets a sign-up a week after its link expired, not before', async () => {
  const email = await startSignUp();
  expect(await attemptsOf(email)).toHaveLength(1);
  const expiry = Date.now() + SIGN_UP_LINK_HOURS * 3_600_000;

  await runRetention(t.db, { retentionDays: 2555, now: new Date(expiry + 6 * 86_400_000) });
  expect(await attemptsOf(email)).toHaveLength(1);

  await runRetention(t.db, { retentionDays: 2555, now: new Date(expiry + 8 * 86_400_000) });
  expect(await attemptsOf(email)).toHaveLength(0);
});
