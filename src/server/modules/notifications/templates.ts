/**
 * The texts of the notifications: plain and short, no HTML. They name the order by its display
 * number and carry no free text a user typed (notes, item descriptions, people's names stay in the
 * app), so nothing in them can be markup or a forged line. The one exception is the sender's name
 * in the recipient's texts, reduced to letters, digits and spaces (senderNameForMessage) so it can
 * be neither a link nor a second line. Links are written with ORIGIN in front, put in by the
 * worker at sending time from PUBLIC_BASE_URL.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { ClientStatusKey } from '@domain/client-status';
import { LOCALE_OF, type Language } from '@domain/languages';
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

/** The links are the only variable part; the origin is fixed when the message leaves. */
export const withOrigin = (text: string, origin: string) =>
  text.split(ORIGIN).join(origin.replace(/\/+$/, ''));
