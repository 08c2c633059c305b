/**
 * Waits for something a test cannot be told about (an email on the test SMTP server, a webhook at
 * the receiver, a row a worker writes): asks `probe` again until it answers a value, and fails
 * after `timeout` naming `what`. Polled by Vitest's `expect.poll`, so no test keeps a sleep loop.
 */
import { expect } from 'vitest';

export async function eventually<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  { timeout = 10_000, interval = 50, what = 'the awaited result' } = {},
): Promise<T> {
  let value: T | undefined;
  await expect
    .poll(async () => (value = await probe()), { timeout, interval, message: `waiting for ${what}` })
    .toBeDefined();
  return value as T;
}
