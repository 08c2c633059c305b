import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { addDays, centralInstant } from '@domain/central-time';
import { auditLog, notificationOutbox, users } from '../../db/schema/index';
import { uniqueName, type TestApp } from '../../test/helper';
import { startWorker } from '../../workers';
import { reminderWorker, sendDueReminders } from './reminders';
import { deliveredOrder, invoiceTestApp, issueSeptember, newOwner, pay, type Owner } from './test-support';

let t: TestApp;
let admin: string;
let billing: string;
let driver: string;
const warnings: unknown[] = [];
const log = { info: () => undefined, warn: (...args: unknown[]) => void warnings.push(args) } as never;

beforeAll(async () => {
  ({ t, admin, billing, driver } = await invoiceTestApp());
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** An owner's organisation with a second owner who reads Spanish, and its September invoice. */
async function overdueSetUp() {
  const owner: Owner = await newOwner(t);
  const username = uniqueName('dueña');
  const { hashPassword } = await import('../auth/index');
  await t.db.insert(users).values({
    username,
    email: `${username}@example.com`,
    passwordHash: await hashPassword('Owner-pass2'),
    firstName: 'Olivia',
    lastName: 'Dueña',
    role: 'client',
    organizationId: owner.organizationId,
    organizationRole: 'owner',
    language: 'es',
  });
  await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: new Date('2026-09-04T17:00:00Z') });
  const issued = await issueSeptember(t, billing, owner);
  expect(issued.statusCode, issued.body).toBe(201);
  return { owner, invoice: issued.json() as { id: number; number: string; dueOn: string; total: string } };
}

/** The reminders written to the outbox for an invoice, oldest first. */
const remindersOf = (number: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.reference, number), eq(notificationOutbox.event, 'invoice_overdue')))
    .orderBy(asc(notificationOutbox.id));

/** Noon, Central, `days` after the invoice's due day. */
const overdueBy = (dueOn: string, days: number) => centralInstant(addDays(dueOn, days), 12);

describe('overdue reminders', () => {
  it('reminds every owner once per step, each in their language, with the PDF; never twice for a step', async () => {
    const { invoice } = await overdueSetUp();
    vi.useFakeTimers({ toFake: ['Date'], now: overdueBy(invoice.dueOn, 0) });
    // Due today is not overdue.
    await sendDueReminders(t.db, log);
    expect(await remindersOf(invoice.number)).toHaveLength(0);

    vi.setSystemTime(overdueBy(invoice.dueOn, 1));
    await sendDueReminders(t.db, log);
    const first = await remindersOf(invoice.number);
    expect(first).toHaveLength(2);
    const [en, es] = first;
    expect(en!.subject).toBe(`Reminder: MedLink invoice ${invoice.number} is overdue ($${invoice.total})`);
    expect(en!.body).toContain('1 day overdue');
    expect(es!.subject).toContain(`la factura ${invoice.number} de MedLink está vencida`);
    expect(es!.body).toContain('1 día de atraso');
    expect(first.every((row) => row.attachmentName === `medlink-${invoice.number}.pdf`)).toBe(true);
    expect(Buffer.from(en!.attachment!).subarray(0, 5).toString()).toBe('%PDF-');

    // A restart, a later round the same week: the first step is not sent again.
    vi.setSystemTime(overdueBy(invoice.dueOn, 5));
    await sendDueReminders(t.db, log);
    expect(await remindersOf(invoice.number)).toHaveLength(2);

    vi.setSystemTime(overdueBy(invoice.dueOn, 7));
    await sendDueReminders(t.db, log);
    const second = await remindersOf(invoice.number);
    expect(second).toHaveLength(4);
    expect(second[2]!.body).toContain('7 days overdue');
  });

  it('two servers at the same step send it once', async () => {
    const { invoice } = await overdueSetUp();
    vi.useFakeTimers({ toFake: ['Date'], now: overdueBy(invoice.dueOn, 30) });
    const rounds = await Promise.all([sendDueReminders(t.db, log), sendDueReminders(t.db, log)]);
    const mine = rounds.flat().filter((r) => r.number === invoice.number);
    // Thirty days late with nothing sent yet: the latest step only, not three at once.
    expect(mine).toEqual([{ invoiceId: invoice.id, number: invoice.number, step: 30, recipients: 2 }]);
    expect(await remindersOf(invoice.number)).toHaveLength(2);
    // Logged once, with the step it was.
    const logged = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice_reminder_sent'), eq(auditLog.entityId, invoice.id)));
    expect(logged.map((l) => (l.details as { step: number }).step)).toEqual([30]);
  });

  it('does not remind of a paid invoice', async () => {
    const { invoice } = await overdueSetUp();
    const paid = await pay(t, billing, invoice.id, { amount: invoice.total, method: 'ach' });
    expect(paid.statusCode, paid.body).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'], now: overdueBy(invoice.dueOn, 8) });
    await sendDueReminders(t.db, log);
    expect(await remindersOf(invoice.number)).toHaveLength(0);
  });

  it('the worker runs a round at start and on its timer', async () => {
    const { invoice } = await overdueSetUp();
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: overdueBy(invoice.dueOn, 1) });
    const spec = reminderWorker({ db: t.db, log, pollMs: 60_000 });
    const worker = startWorker(spec.name, { ...spec, log });
    try {
      await vi.waitFor(async () => expect(await remindersOf(invoice.number)).toHaveLength(2));
      vi.setSystemTime(overdueBy(invoice.dueOn, 7));
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(async () => expect(await remindersOf(invoice.number)).toHaveLength(4));
    } finally {
      await worker.stop();
    }
    expect(warnings).toEqual([]);
  });
});
