/**
 * The browser suite's mail: serve.ts runs a real SMTP server in its process (the one the API tests
 * use) and the app sends to it; the messages it received are read back over a small HTTP endpoint
 * on MAILBOX_PORT, so a spec can follow a link the way a person would from their inbox.
 */
import { expect } from '@playwright/test';
import { E2E_PORT } from './ports';

export const MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? E2E_PORT + 10_000);

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Mailboxes of servers a spec started for itself (own-server.ts), read beside the suite's own. */
const ownMailboxes = new Set<number>();
export function addMailbox(port: number): () => void {
  ownMailboxes.add(port);
  return () => ownMailboxes.delete(port);
}

async function mailAt(port: number, address: string): Promise<Mail[]> {
  const response = await fetch(`http://127.0.0.1:${port}/mail?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** Mail received so far for this address (newest last), in the suite's mailbox and any own server's. */
export async function mailTo(address: string): Promise<Mail[]> {
  const boxes = await Promise.all([MAILBOX_PORT, ...ownMailboxes].map((port) => mailAt(port, address)));
  return boxes.flat();
}

/** The path (with its #token=) of the one invitation to join an organisation emailed to this address. */
export async function joinLinkFor(email: string): Promise<string> {
  let mail: Mail[] = [];
  await expect
    .poll(async () => (mail = await mailTo(email)).length, { message: `invitation to ${email}` })
    .toBe(1);
  const link = /(https?:\/\/\S+\/join#token=[A-Za-z0-9_-]+)/.exec(mail[0]!.text)?.[1];
  expect(link, mail[0]!.text).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.hash}`;
}
