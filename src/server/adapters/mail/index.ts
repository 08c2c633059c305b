/**
 * Sending email. With SMTP_URL, nodemailer sends through that server (plain-text messages). Without
 * it, the log adapter writes who would have been told what, and says so: nothing leaves the machine.
 */
import type { Transporter } from 'nodemailer';
import { loadOnFirstUse } from '../../load-on-first-use';
/** The part of Fastify's logger the adapters use. */
export interface InfoLogger {
  info(details: object, message: string): void;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** 'smtp' sends for real; 'log' only writes to the log. */
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A line that could end a header (CR, LF) is folded into spaces: no header injection. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * nodemailer is loaded by the first message, not at start (decision 039): about 2 MB of V8 heap
 * that a server sending no mail does not carry.
 */
export function smtpMailer(smtpUrl: string, from: string, timeoutMs = 10_000): Mailer {
  let transport: Transporter | undefined;
  const connect = loadOnFirstUse(async () => {
    const { default: nodemailer } = await import('nodemailer');
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    return transport;
  });
  return {
    kind: 'smtp',
    async send({ to, subject, text, attachments }) {
      await (
        await connect()
      ).sendMail({
        from,
        to: oneLine(to),
        subject: oneLine(subject),
        text,
        ...(attachments?.length
          ? { attachments: attachments.map((a) => ({ ...a, filename: oneLine(a.filename) })) }
          : {}),
      });
    },
    close: () => transport?.close(),
  };
}

/**
 * `showText`: the message's text goes into the log line too, so that on a machine with no mail
 * server (the demo, development) a person can still follow a sign-up or reset link. Never in
 * production, where the log is kept and read by others and those links are secrets.
 */
export function logMailer(log: InfoLogger, showText = false): Mailer {
  return {
    kind: 'log',
    async send({ to, subject, text, attachments }) {
      const attached = attachments?.map((a) => a.filename);
      log.info(
        {
          to,
          subject,
          ...(attached?.length ? { attachments: attached } : {}),
          ...(showText ? { text } : {}),
        },
        showText
          ? 'email NOT sent (no SMTP_URL configured): its text is here instead, open its link yourself'
          : 'email NOT sent (no SMTP_URL configured; the log adapter only logs)',
      );
    },
    close: () => undefined,
  };
}

export function createMailer(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string; MAIL_LOG_TEXT?: boolean },
  log: InfoLogger,
): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : logMailer(log, config.MAIL_LOG_TEXT === true);
}
