/**
 * Overdue reminders: the steps (days past an invoice's due day) at which its organisation's owners
 * are reminded, and what each reminder says, in each language MedLink speaks. One reminder per
 * step, ever; a server that was down past several steps sends the latest one only (three emails
 * at once would say the same thing three times). The text names the invoice, its balance and due
 * day, and links to the invoices page: no free text anyone typed.
 */
import type { Language } from './languages';

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

export interface ReminderFacts {
  number: string;
  organizationName: string;
  /** '1234.50' */
  balance: string;
  dueOn: string;
  daysOverdue: number;
  /** Where the owner sees and downloads the invoice. */
  link: string;
}

type Wording = (f: ReminderFacts) => { subject: string; body: string };

/** The reminder's words: the same facts, in English and in Spanish. */
export const REMINDER_WORDING: Record<Language, Wording> = {
  en: (f) => ({
    subject: `Reminder: MedLink invoice ${f.number} is overdue ($${f.balance})`,
    body: [
      `Invoice ${f.number} for ${f.organizationName} was due on ${f.dueOn} and is ${f.daysOverdue} ${f.daysOverdue === 1 ? 'day' : 'days'} overdue.`,
      `Balance still owed: $${f.balance}. The invoice is attached.`,
      '',
      `Your invoices and statement: ${f.link}`,
      'If you have already paid, thank you: please disregard this reminder.',
    ].join('\n'),
  }),
  es: (f) => ({
    subject: `Recordatorio: la factura ${f.number} de MedLink está vencida ($${f.balance})`,
    body: [
      `La factura ${f.number} de ${f.organizationName} venció el ${f.dueOn} y lleva ${f.daysOverdue} ${f.daysOverdue === 1 ? 'día' : 'días'} de atraso.`,
      `Saldo pendiente: $${f.balance}. Adjuntamos la factura.`,
      '',
      `Sus facturas y estado de cuenta: ${f.link}`,
      'Si ya pagó, gracias: por favor ignore este recordatorio.',
    ].join('\n'),
  }),
};
