/** Each person is told in their own language: the client in theirs, the recipient in the order's. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { openJob, driverTestApp } from '../driver-jobs/test-support';
import { signUp } from '../messages/test-support';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await driverTestApp());
});
afterAll(async () => t.close());

async function confirmationsOf(language: 'en' | 'es' | null, booking: Record<string, unknown>) {
  const { token } = await signUp(t);
  await t.request({ method: 'PUT', url: '/api/auth/language', token, payload: { language } });
  const id = await openJob(t, token, admin, { deliveryContactPhone: '713-555-0199', ...booking });
  const rows = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, id));
  const recipient = rows.find((row) => row.userId === null && row.event === 'order_confirmed');
  const client = rows.find((row) => row.userId !== null && row.event === 'order_confirmed');
  return { recipient: recipient?.body ?? '', client: client?.body ?? '' };
}

describe('the language of each notification', () => {
  it('texts the recipient in the language chosen for the order, and the client in its own', async () => {
    const told = await confirmationsOf('en', { recipientLanguage: 'es' });
    expect(told.recipient).toContain('está confirmado');
    expect(told.client).toContain('We will tell you when a driver is on the way');
  });

  it('tells both in Spanish when the booking person reads Spanish and the order names no language', async () => {
    const told = await confirmationsOf('es', {});
    expect(told.recipient).toContain('está confirmado');
    expect(told.client).toContain('Le avisaremos');
  });

  it('stays in English for an English booking', async () => {
    const told = await confirmationsOf(null, {});
    expect(told.recipient).toContain('is confirmed');
  });
});
