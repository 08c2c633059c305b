/**
 * The texts of the notifications: plain and short, no HTML. They name the order by its display
 * number and carry no free text a user typed (notes, item descriptions, people's names stay in the
 * app), so nothing in them can be markup or a forged line. The one exception is the sender's name
 * in the recipient's texts, reduced to letters, digits and spaces (senderNameForMessage) so it can
 * be neither a link nor a second line. Links are written with ORIGIN in front, put in by the
 * worker at sending time from PUBLIC_BASE_URL.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { BUSINESS_TIME_ZONE, centralInstant } from '@domain/central-time';
import type { ClientStatusKey } from '@domain/client-status';
import { LOCALE_OF, type Language } from '@domain/languages';
import type { OrganizationRole } from '@domain/enums';
import type { NotificationEvent } from '@domain/notifications';
import { NOTIFICATION_MESSAGES, type NotificationMessageKey } from './messages';

export const ORIGIN = '{{origin}}';

export interface TemplateInput {
  displayNumber: string;
  /** The public tracking link's token (/t/<token>). */
  trackingToken: string;
  orderId: number;
  /** The order's client gets the custody certificate; the recipient only the tracking link. */
  audience: 'client' | 'recipient';
  /** Who sends the delivery, for the recipient (already reduced by senderNameForMessage). */
  senderName?: string;
  /**
   * Where the order stands for the client (client-status.ts), for the client's confirmation,
   * worded in the message's language: "Paid — waiting for a driver", "Approved — waiting...".
   */
  clientStatus?: ClientStatusKey;
  /** The language of the person told: their own for the client, the recipient's for the recipient. */
  language: Language;
}

export interface Rendered {
  subject: string;
  text: string;
}

const cache = createIntlCache();
const intls: Partial<Record<Language, IntlShape>> = {};
const intlFor = (language: Language) =>
  (intls[language] ??= createIntl(
    { locale: LOCALE_OF[language], messages: NOTIFICATION_MESSAGES[language] },
    cache,
  ));

export function renderNotification(event: NotificationEvent, input: TemplateInput): Rendered {
  const intl = intlFor(input.language);
  const say = (key: NotificationMessageKey, values: Record<string, string> = {}) =>
    intl.formatMessage({ id: key }, values);
  const n = input.displayNumber;
  const links = {
    n,
    track: `${ORIGIN}/t/${input.trackingToken}`,
    certificate: `${ORIGIN}/orders/${input.orderId}/custody`,
    sign: say('sign'),
    // The recipient did not book: each text says who is sending.
    from: input.audience === 'recipient' && input.senderName ? say('from', { sender: input.senderName }) : '',
  };
  switch (event) {
    case 'order_confirmed':
      if (input.audience === 'client' && input.clientStatus) {
        const status = say(`clientStatus.${input.clientStatus}`);
        return {
          subject: say('confirmed.client.subject', { n, status }),
          text: say('confirmed.client.text', { ...links, status }),
        };
      }
      return { subject: say('confirmed.subject', { n }), text: say('confirmed.text', links) };
    case 'driver_on_the_way':
      return { subject: say('onTheWay.subject', { n }), text: say('onTheWay.text', links) };
    case 'picked_up':
      return { subject: say('pickedUp.subject', { n }), text: say('pickedUp.text', links) };
    case 'delivered':
      return {
        subject: say('delivered.subject', { n }),
        text: say(input.audience === 'client' ? 'delivered.client.text' : 'delivered.text', links),
      };
  }
}

/**
 * The emails of sign-up, in the person's language: the link that finishes it, or the note to an
 * address that already has an account. The link's email names nobody: whoever signs up types the
 * name, and the address may be someone else's. Sent directly (they may hold a secret), not by the outbox.
 */
export function renderSignUpMail(
  kind: 'verify' | 'taken',
  language: Language,
  values: { firstName?: string; origin: string; link?: string; hours: number },
): Rendered {
  const intl = intlFor(language);
  const say = (key: NotificationMessageKey, more: Record<string, string | number> = {}) =>
    intl.formatMessage({ id: key }, more);
  const origin = values.origin.replace(/\/+$/, '');
  return {
    subject: say(`signUp.${kind}.subject`),
    text: say(`signUp.${kind}.text`, {
      firstName: values.firstName ?? '',
      hours: values.hours,
      link: values.link ?? '',
      signIn: `${origin}/login`,
      reset: `${origin}/forgot-password`,
      sign: say('sign'),
    }),
  };
}

/**
 * The password reset email, in the account's language. Its link is a secret: the email is sent
 * directly, never through the outbox, which keeps bodies.
 */
export function renderPasswordResetMail(
  language: Language,
  values: { firstName: string; link: string; minutes: number },
): Rendered {
  const intl = intlFor(language);
  return {
    subject: intl.formatMessage({ id: 'reset.subject' }),
    text: intl.formatMessage({ id: 'reset.text' }, values),
  };
}

/**
 * The invitation to join an organisation, in the organisation's language (the invitee has no
 * account yet, and will be its member). Names the organisation and the inviter as typed, as values.
 */
export function renderInvitationMail(
  language: Language,
  values: { organization: string; inviter: string; role: OrganizationRole; link: string; days: number },
): Rendered {
  const intl = intlFor(language);
  const all = { ...values, role: intl.formatMessage({ id: `invite.role.${values.role}` }) };
  return {
    subject: intl.formatMessage({ id: 'invite.subject' }, all),
    text: intl.formatMessage({ id: 'invite.text' }, all),
  };
}

/** What an invoice's emails say: facts the server holds, and the organisation's name. */
export interface InvoiceMailFacts {
  number: string;
  /** The organisation's name as its owner typed it: a value in the message, never part of its pattern. */
  organizationName: string;
  /** Amounts as stored: '1234.50'. */
  total: string;
  balance: string;
  /** Central calendar days, 'YYYY-MM-DD'. */
  dueOn: string;
  periodStart: string;
  periodEnd: string;
  deliveries: number;
  /** Where the owner sees and downloads the invoice. */
  link: string;
}

/**
 * An invoice's emails in the owner's language: 'issued' announces it, 'overdue' reminds of its
 * balance `daysOverdue` days after its due day. Money and days are written the reader's way
 * ('$1,234.50'; 'Oct 1, 2026' / '1 oct 2026'), as the app's screens write them.
 */
export function renderInvoiceMail(
  kind: 'issued' | 'overdue',
  language: Language,
  facts: InvoiceMailFacts,
  daysOverdue = 0,
): Rendered {
  const intl = intlFor(language);
  const money = (amount: string) => intl.formatNumber(Number(amount), { style: 'currency', currency: 'USD' });
  // Noon Central is inside the day whatever the season, so the day shown is the day stored.
  const day = (key: string) =>
    intl.formatDate(centralInstant(key, 12), {
      timeZone: BUSINESS_TIME_ZONE,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
  const values = {
    number: facts.number,
    organization: facts.organizationName,
    total: money(facts.total),
    balance: money(facts.balance),
    dueOn: day(facts.dueOn),
    periodStart: day(facts.periodStart),
    periodEnd: day(facts.periodEnd),
    deliveries: facts.deliveries,
    days: daysOverdue,
    link: facts.link,
  };
  return {
    subject: intl.formatMessage({ id: `invoice.${kind}.subject` }, values),
    text: intl.formatMessage({ id: `invoice.${kind}.text` }, values),
  };
}

/** The links are the only variable part; the origin is fixed when the message leaves. */
export const withOrigin = (text: string, origin: string) =>
  text.split(ORIGIN).join(origin.replace(/\/+$/, ''));
