/**
 * The libraries of rare requests load on their first use, not at start (decision 039): labels
 * (pdf-lib, bwip-js), Stripe's SDK and nodemailer together hold about 12 MB of V8 heap that a
 * server printing no label, on the test payment provider and without SMTP never needs. Checked in
 * a process of its own (test/optional-libraries-probe.ts), which records every import of them:
 * none at start, nor by a sign-in, a booking and an order read; each by its own first use.
 */
import { execFile } from 'node:child_process';
import * as nodeModule from 'node:module';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The probe records imports with Node's synchronous module hooks (Node 22.15 and later; CI runs
// Node 24). On an older Node the check is skipped, and says so, rather than failing for the tool.
const canWatchImports = typeof (nodeModule as { registerHooks?: unknown }).registerHooks === 'function';
// The probe opens its own in-memory PGlite whatever the suite's database: CI's PostgreSQL pass would
// run the same check again (about 19 CPU-seconds, most of it tsx compiling the server afresh).
const onPostgresPass = Boolean(process.env.DATABASE_URL);

describe('libraries of rare requests', () => {
  it.skipIf(!canWatchImports || onPostgresPass)(
    'are not imported by starting the server, and are by their first use',
    async () => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/server/test/optional-libraries-probe.ts'],
        { env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent' }, timeout: 60_000 },
      );
      const report = JSON.parse(stdout.trim().split('\n').at(-1)!);
      expect(report).toEqual({
        health: 200,
        afterStart: [],
        everyday: [200, 201, 200],
        afterEveryday: [],
        label: '%PDF-',
        afterLabel: ['pdf-lib', 'bwip-js/node'],
        mail: 'failed',
        afterMail: ['pdf-lib', 'bwip-js/node', 'nodemailer'],
        stripeWebhooks: 'function',
        afterStripe: ['pdf-lib', 'bwip-js/node', 'stripe', 'nodemailer'],
      });
    },
  );
});
