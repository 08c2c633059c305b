/**
 * Sending text messages. With TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, Twilio's SDK
 * sends them. Without, the log adapter writes who would have been texted, and says so.
 */
import type { InfoLogger } from '../mail/index';

export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  readonly kind: 'twilio' | 'log';
  send(message: SmsMessage): Promise<void>;
}

export function twilioSender(accountSid: string, authToken: string, from: string): SmsSender {
  // Loaded on first use: the SDK is large and most installations never text.
  let client: Promise<{ messages: { create(body: object): Promise<unknown> } }> | undefined;
  return {
    kind: 'twilio',
    async send({ to, text }) {
      client ??= import('twilio').then((m) => m.default(accountSid, authToken));
      await (await client).messages.create({ from, to, body: text });
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
