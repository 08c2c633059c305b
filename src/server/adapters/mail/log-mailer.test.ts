/** With no mail server, the log says the email was not sent, and (outside production) what it said. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createMailer } from './index';

function capture(env: Record<string, string>) {
  const lines: Array<{ details: Record<string, unknown>; message: string }> = [];
  const mailer = createMailer(loadConfig(env), {
    info: (details, message) => lines.push({ details: details as Record<string, unknown>, message }),
  });
  return { mailer, lines };
}
const message = {
  to: 'a@example.com',
  subject: 'Finish signing up',
  text: 'Open http://x/verify-email#token=abc',
};

describe('the log mailer', () => {
  it('writes the text, link included, for the demo, and says nothing was sent', async () => {
    const { mailer, lines } = capture({});
    await mailer.send(message);
    expect(mailer.kind).toBe('log');
    expect(lines[0]!.message).toMatch(/NOT sent/);
    expect(lines[0]!.details.text).toBe(message.text);
  });

  it('keeps the text out of the log in production, where the link is a secret', async () => {
    const { lines, mailer } = capture({ NODE_ENV: 'production' });
    await mailer.send(message);
    expect(lines[0]!.message).toMatch(/NOT sent/);
    expect(JSON.stringify(lines)).not.toContain('token=abc');
  });
});
