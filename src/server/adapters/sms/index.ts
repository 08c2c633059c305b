/**
 * Sending text messages. With TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, Twilio's API
 * sends them. Without, the log adapter writes who would have been texted, and says so.
 */
import { send } from '../../outbound/index';
import type { InfoLogger } from '../mail/index';

export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  readonly kind: 'twilio' | 'log';
  send(message: SmsMessage): Promise<void>;
}

/** Where Twilio's REST API lives; a test points it at a local stand-in. */
export interface TwilioEndpoint {
  apiBase: string;
  /** True only for a stand-in on this machine: Twilio itself is a public address. */
  allowPrivate: boolean;
}

const TWILIO: TwilioEndpoint = { apiBase: 'https://api.twilio.com', allowPrivate: false };
const TWILIO_TIMEOUT_MS = 10_000;

/**
 * Sends through Twilio's Messages API with one form POST over the outbound client (address
 * checked, no redirects, time and answer size capped), rather than the SDK's own HTTP stack.
 */
export function twilioSender(
  accountSid: string,
  authToken: string,
  from: string,
  endpoint: TwilioEndpoint = TWILIO,
): SmsSender {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
    endpoint.apiBase,
  );
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send({ to, text }) {
      const answer = await send(
        url,
        {
          method: 'POST',
          timeoutMs: TWILIO_TIMEOUT_MS,
          maxBodyBytes: 64 * 1024,
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ From: from, To: to, Body: text }).toString(),
        },
        { allowPrivate: endpoint.allowPrivate },
      );
      // Twilio answers 201 with the message; an error carries a code and message, never the token.
      if (answer.status < 200 || answer.status >= 300) {
        const detail = answer.body.toString('utf8').slice(0, 200);
        throw new Error(`Twilio answered ${answer.status}: ${detail}`);
      }
    },
  };
}

export function logSender(log: InfoLogger): SmsSender {
  return {
    kind: 'log',
    async send({ to }) {
      log.info({ to }, 'SMS NOT sent (Twilio is not configured; the log adapter only logs)');
    },
  };
}

export function createSmsSender(
  config: {
    TWILIO_ACCOUNT_SID?: string | undefined;
    TWILIO_AUTH_TOKEN?: string | undefined;
    TWILIO_FROM?: string | undefined;
  },
  log: InfoLogger,
): SmsSender {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = config;
  return sid && token && from ? twilioSender(sid, token, from) : logSender(log);
}
