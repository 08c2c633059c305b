/**
 * Run by optional-libraries.test.ts in a process of its own (server test files share workers and
 * their module cache): builds the app on an in-memory PGlite, answers a request, signs in, books
 * and reads an order, then uses each rare feature once, printing which of the watched libraries
 * had been imported at each point.
 */
import * as nodeModule from 'node:module';

// Node 24's synchronous module hooks (this project's @types/node predates them).
type Resolve = (specifier: string, context: unknown, next: (s: string, c: unknown) => unknown) => unknown;
const { registerHooks } = nodeModule as unknown as { registerHooks(hooks: { resolve: Resolve }): void };

const WATCHED = ['pdf-lib', 'bwip-js/node', 'stripe', 'nodemailer'];
const imported = new Set<string>();
registerHooks({
  resolve(specifier, context, next) {
    if (WATCHED.includes(specifier)) imported.add(specifier);
    return next(specifier, context);
  },
});
const seen = () => WATCHED.filter((name) => imported.has(name));

const { buildApp } = await import('../app');
const { loadConfig } = await import('../config');
const { openDatabase } = await import('../db/client');
const { renderLabel } = await import('../modules/labels/label-pdf');
const { documentWords } = await import('../modules/notifications/document-words');
const { loadStripe } = await import('../adapters/payments/index');
const { smtpMailer } = await import('../adapters/mail/index');
const { seedDemoData } = await import('../db/seed/index');
const { HOUSTON_BOOKING } = await import('./orders');

const database = await openDatabase({ dataDir: 'memory' });
await seedDemoData(database.db);
const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const app = await buildApp({ database, config, webRoot: '/nonexistent' });
await app.ready();
const health = await app.inject({ method: 'GET', url: '/api/health' });
const report: Record<string, unknown> = { health: health.statusCode, afterStart: seen() };

// What a fleet does all day: sign in, book, read the order. None of it needs the four.
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'client', password: 'client123' },
});
const authorization = `Bearer ${login.json().sessionToken as string}`;
const booked = await app.inject({
  method: 'POST',
  url: '/api/orders',
  headers: { authorization },
  payload: HOUSTON_BOOKING,
});
const read = await app.inject({
  method: 'GET',
  url: `/api/orders/${booked.json().id}`,
  headers: { authorization },
});
report.everyday = [login.statusCode, booked.statusCode, read.statusCode];
report.afterEveryday = seen();

const pdf = await renderLabel(
  {
    displayNumber: 'ML-PROBE-1',
    pieces: [],
    pickupAddress: '1 Main St, Houston, TX',
    pickupContactName: null,
    deliveryAddress: '2 Main St, Houston, TX',
    deliveryContactName: null,
    deliveryContactPhone: null,
    pickupBy: new Date(),
    deliverBy: new Date(),
    priority: 'standard',
    temperatureClass: 'ambient',
    requiresSignature: false,
    requiresId: false,
    requiresPhoto: false,
    specialInstructions: null,
  },
  documentWords('en'),
);
report.label = Buffer.from(pdf.subarray(0, 5)).toString();
report.afterLabel = seen();
// Port 1 refuses the connection at once: the message fails, after nodemailer was loaded.
const mailer = smtpMailer('smtp://127.0.0.1:1', 'MedLink <noreply@example.test>', 2_000);
report.mail = await mailer.send({ to: 'a@example.test', subject: 'Hi', text: 'Hello' }).then(
  () => 'sent',
  () => 'failed',
);
mailer.close();
report.afterMail = seen();
report.stripeWebhooks = typeof (await loadStripe()).webhooks.constructEvent;
report.afterStripe = seen();
await app.close();
await database.close();
console.log(JSON.stringify(report));
