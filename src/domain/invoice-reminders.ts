/**
 * Overdue reminders: the steps (days past an invoice's due day) at which its organisation's owners
 * are reminded (what a reminder says is the notifications' catalogue's). One reminder per
 * step, ever; a server that was down past several steps sends the latest one only (three emails
 * at once would say the same thing three times).
 */

/** Days past due at which a reminder goes out, in order. */
export const REMINDER_STEPS = [1, 7, 30] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];

/**
 * The step due for an invoice `daysOverdue` days past due whose latest reminder was for `lastSent`
 * (null: none yet): the highest step reached that is later than the last one sent, or null.
 */
export function reminderStepDue(daysOverdue: number, lastSent: number | null): ReminderStep | null {
  const reached = REMINDER_STEPS.filter((step) => daysOverdue >= step && step > (lastSent ?? 0));
  return reached.at(-1) ?? null;
}
