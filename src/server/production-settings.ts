/**
 * Settings production must not run with, checked before the database opens: each problem is one
 * line naming the setting and what to do. Outside production nothing is refused (a fresh clone
 * runs with simulated payments, plain HTTP and a generated signing key).
 */
import type { Config } from './config';
import { paymentProviderName } from './adapters/payments/index';

export interface SettingsReview {
  refusals: string[];
  warnings: string[];
}

export function reviewProductionSettings(config: Config, env: NodeJS.ProcessEnv): SettingsReview {
  const review: SettingsReview = { refusals: [], warnings: [] };
  if (env.NODE_ENV !== 'production') return review;
  if (config.PAYMENT_PROVIDER === 'test') {
    review.warnings.push(
      'PAYMENT_PROVIDER=test in production: payments are simulated, orders are confirmed without money',
    );
  } else if (paymentProviderName(config) === 'test') {
    review.refusals.push(
      'NODE_ENV=production has no payment provider: set PAYMENT_PROVIDER=stripe and STRIPE_SECRET_KEY (or PAYMENT_PROVIDER=test to accept simulated payments)',
    );
  }
  if (!config.PUBLIC_BASE_URL) {
    review.refusals.push(
      'NODE_ENV=production needs PUBLIC_BASE_URL: the https:// origin the links in emails and texts point to',
    );
  }
  if (!config.COOKIE_SECURE) {
    review.refusals.push(
      'NODE_ENV=production with COOKIE_SECURE=false would send the session cookie over plain HTTP: remove the setting and serve over HTTPS',
    );
  }
  if (!config.ID_SIGNING_KEY) {
    review.refusals.push(
      'NODE_ENV=production needs ID_SIGNING_KEY (32+ random characters, the same on every replica): it signs the ids the server hands out',
    );
  }
  if (!config.DATA_ENCRYPTION_KEY) {
    review.refusals.push(
      'NODE_ENV=production needs DATA_ENCRYPTION_KEY (openssl rand -base64 32, the same on every replica, kept apart from backups): it encrypts proof images and ID digits',
    );
  }
  if (!config.SMTP_URL) {
    // A warning, not a refusal: a staging copy may run without mail on purpose; but then no one
    // can finish signing up, reset a password or receive an invoice, and the operator must know.
    review.warnings.push(
      config.MAIL_LOG_TEXT
        ? 'NODE_ENV=production without SMTP_URL: emails are not sent, and their text (sign-up and password links too) is written to the log; set SMTP_URL'
        : 'NODE_ENV=production without SMTP_URL: emails are not sent, so new accounts cannot finish signing up and passwords cannot be reset; set SMTP_URL',
    );
  }
  if (env.E2E_CLOCK_START) {
    review.refusals.push(
      "NODE_ENV=production with E2E_CLOCK_START: that setting starts the browser tests' server at another hour; production keeps the machine's clock, remove it",
    );
  }
  return review;
}
