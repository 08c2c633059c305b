/** Every environment variable the server reads, validated once at start (README lists them). */
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url('must be a URL').optional());

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const production = env.NODE_ENV === 'production';
  const schema = z.object({
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * Where live events travel between server processes (decision 026): 'notify' (PostgreSQL
     * NOTIFY, the default; PGlite always uses it) or nats://host:port (PostgreSQL only).
     */
    EVENT_BUS: z
      .string()
      .regex(/^(notify|nats:\/\/\S+)$/, 'EVENT_BUS must be notify or nats://host:port')
      .default('notify'),
    SEED_DEMO: bool(!production),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Sessions end after this long without a request. */
    SESSION_IDLE_MINUTES: positiveInt(120),
    /** Sessions end this long after sign-in, whatever the activity (a working shift). */
    SESSION_MAX_HOURS: positiveInt(12),
    /** Send the session cookie only over HTTPS; on by default in production. */
    COOKIE_SECURE: bool(production),
    /** Behind a reverse proxy, read the client address from X-Forwarded-For. */
    TRUST_PROXY: bool(false),
    /**
     * Sign-in and two-factor code throttling (docs/security.md). Failures per account from
     * one address before a backoff (429 + Retry-After) that starts at the base and doubles per
     * further failure up to the cap; other addresses are unaffected. Per address across accounts:
     * failures in 15 minutes before that address is refused for 15 minutes.
     */
    LOGIN_MAX_FAILURES_PER_USER: positiveInt(5),
    LOGIN_BACKOFF_BASE_SECONDS: positiveInt(30),
    LOGIN_BACKOFF_MAX_SECONDS: positiveInt(900),
    LOGIN_MAX_FAILURES_PER_IP: positiveInt(50),
    /**
     * Per account across all addresses: failures in 15 minutes before the account's sign-in is
     * refused for 15 minutes, so guessing one password from many addresses has a budget too.
     */
    LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(30),
    /** Requests per minute per address to the sign-in and sign-up endpoints (flood control). */
    LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt(30),
    REGISTER_RATE_LIMIT_PER_MINUTE: positiveInt(10),
    /** Forgot-password and reset-password requests per minute per address. */
    PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: positiveInt(5),
    /** Seconds the planner searches for a new day plan when dispatch names none (at most 20). */
    PLAN_SECONDS: z.coerce.number().int().min(1).max(20).default(8),
    /** Optional map tile URL template ({z}/{x}/{y}); without it maps show offline state outlines. */
    MAP_TILE_URL: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine(
        (v) => v === undefined || /^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(v),
        'must be an http(s) URL with {z}, {x} and {y}',
      ),
    MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
    /**
     * Signs the ids the server hands out and takes back (place ids). Unset: a random key kept in
     * DATA_DIR/id-signing.key (in memory for DATA_DIR=memory); production refuses to start without it.
     */
    ID_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Encrypts proof images and ID digits at rest (AES-256-GCM): 32 random bytes in base64. Unset:
     * a random key kept in DATA_DIR/data-encryption.key; production refuses to start without it.
     * DATA_ENCRYPTION_PREVIOUS_KEYS (comma-separated) are still read during a rotation.
     */
    DATA_ENCRYPTION_KEY: z.string().optional(),
    DATA_ENCRYPTION_PREVIOUS_KEYS: z.string().optional(),
    /** Optional Nominatim or Photon server for address search; the embedded gazetteer otherwise. */
    GEOCODER_URL: optionalUrl,
    /** Optional OSRM server for road distance; great-circle x road factor otherwise (decision 005). */
    ROUTER_URL: optionalUrl,
    /** Payment provider: 'test' (simulated, default) or 'stripe' (needs STRIPE_SECRET_KEY). */
    PAYMENT_PROVIDER: z.enum(['test', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** Shown to the checkout page so it can mount Stripe Elements. */
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    /** Stripe API host override (tests point the SDK at a local server). */
    STRIPE_API_HOST: z.string().min(1).optional(),
    STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    // Webhooks: where deliveries may go, how often the outbox is polled, how long a receiver gets.
    // Job position posts are written in group commits (db/group-commit.ts, decision 063).
    /** Most position fixes in one transaction. */
    POSITION_BATCH_MAX: positiveInt(200),
    /**
     * How long a batch of positions stays open when none is being written; 0 (default): the next
     * event-loop turn, so batches grow only as the load does.
     */
    POSITION_BATCH_WINDOW_MS: z.coerce.number().int().min(0).max(1000).default(0),
    /**
     * Most batches of positions committing at once on PostgreSQL, each on a pooled connection
     * (PGlite runs one statement at a time: always one).
     */
    POSITION_BATCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(10).default(2),
    /**
     * How long a batch of positions commits before another may start beside it (ms): the usual
     * batch is done well before, and the fixes behind it go in one batch, not two; a batch held up
     * by a row lock or a slow disk does not hold the next up. 0: beside it at once.
     */
    POSITION_BATCH_OVERLAP_MS: z.coerce.number().int().min(0).max(1000).default(5),
    /**
     * Remember each order's ETA inputs between its position posts, checked by digest in the write
     * (driver-jobs/eta-inputs.ts); false reads the order on every post, as before.
     */
    POSITION_ETA_INPUTS_REMEMBERED: bool(true),
    /** Allow webhook URLs on loopback and private addresses (tests, a receiver on the same network). */
    WEBHOOK_ALLOW_PRIVATE: bool(false),
    /** How often auto-dispatch looks for offers whose time ran out; 0 turns it off. */
    AUTO_DISPATCH_POLL_MS: z.coerce.number().int().min(0).default(1000),
    /** How often the webhook worker looks for due deliveries; 0 turns it off (the authorisation matrix). */
    WEBHOOK_POLL_MS: z.coerce.number().int().min(0).default(1000),
    WEBHOOK_TIMEOUT_MS: positiveInt(10_000),
    /** Signing secret (whsec_...) of the Stripe webhook endpoint; the endpoint is off without it. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    // Notifications: email by SMTP, SMS by Twilio; without them each adapter only logs.
    /** smtp://user:pass@host:port (or smtps://); unset: emails are written to the log, not sent. */
    SMTP_URL: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^smtps?:\/\/.+/.test(v), 'must start with smtp:// or smtps://'),
    MAIL_FROM: z.string().min(3).default('MedLink <no-reply@medlink.local>'),
    /**
     * Without SMTP_URL, write each unsent email's text (its links too) to the log, so the demo's
     * sign-up can be finished by hand. Off by default in production: those links are secrets.
     */
    MAIL_LOG_TEXT: bool(!production),
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_FROM: z.string().min(1).optional(),
    /** Where links in emails and texts point (tracking link, certificate); default this server. */
    PUBLIC_BASE_URL: optionalUrl,
    /** Delivery attempts per notification before it is marked failed; the wait doubles each time. */
    NOTIFY_MAX_ATTEMPTS: positiveInt(6),
    NOTIFY_BACKOFF_SECONDS: positiveInt(30),
    /** Standing orders (decision 017): days booked ahead, and how often the generator runs (0: only at start). */
    RECURRING_HORIZON_DAYS: z.coerce.number().int().min(1).max(60).default(7),
    RECURRING_POLL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(env.NODE_ENV === 'test' ? 0 : 15 * 60_000),
    /** How often the worker looks for due notifications; 0 turns it off (the default in API tests). */
    NOTIFY_POLL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(env.NODE_ENV === 'test' ? 0 : 2000),
    // Operations: database timeouts and shutdown; docs/operations.md explains each.
    /** PostgreSQL: one connection attempt gives up after this long. */
    DB_CONNECT_TIMEOUT_MS: positiveInt(5_000),
    /** PostgreSQL: a statement is cancelled after this long (the request answers 503). */
    DB_STATEMENT_TIMEOUT_MS: positiveInt(15_000),
    /** PostgreSQL: start-up keeps retrying the database this long, then exits non-zero. */
    DB_STARTUP_TIMEOUT_MS: positiveInt(30_000),
    /** Start-up (database, migrations, demo data, port) must finish within this long, or exit 1. */
    STARTUP_TIMEOUT_MS: positiveInt(120_000),
    /** SIGTERM: in-flight requests get this long to finish before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
    /**
     * Request limits per minute (docs/security.md): per session when signed in,
     * and per address, on the price estimate (public), chat messages and address autocomplete; and on
     * the CSV import, each call of which resolves and prices up to 1,000 orders.
     */
    RATE_PRICING_PER_SESSION: positiveInt(60),
    RATE_PRICING_PER_IP: positiveInt(120),
    RATE_MESSAGES_PER_SESSION: positiveInt(30),
    RATE_MESSAGES_PER_IP: positiveInt(120),
    RATE_PLACES_PER_SESSION: positiveInt(120),
    RATE_PLACES_PER_IP: positiveInt(300),
    RATE_IMPORT_PER_SESSION: positiveInt(10),
    RATE_IMPORT_PER_IP: positiveInt(30),
    /**
     * Websocket limits: open sockets per session and per address (extras are
     * closed with 1008), the largest inbound frame, and inbound frames per 10 seconds per socket.
     */
    WS_MAX_SOCKETS_PER_SESSION: positiveInt(5),
    WS_MAX_SOCKETS_PER_IP: positiveInt(50),
    WS_MAX_PAYLOAD_BYTES: positiveInt(4096),
    WS_MAX_FRAMES_PER_10S: positiveInt(20),
    /**
     * Unusual reading (decision 045): one account reading more than this many distinct orders
     * within the window raises an alert for dispatch; the scan runs every ACCESS_ALERT_POLL_MS
     * (0: never, the default in API tests, which run the scan themselves).
     */
    /**
     * Retention (decision 046): days after an order closes that its contacts, proof names, ID
     * digits, signatures and photos are kept (at least 30); the Central hour after which the nightly
     * run starts; how often the worker checks whether it is due (0: never, the default in tests).
     */
    RETENTION_DAYS: z.coerce.number().int().min(30, 'RETENTION_DAYS must be at least 30').default(2555),
    RETENTION_HOUR: z.coerce.number().int().min(0).max(23).default(3),
    RETENTION_POLL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(env.NODE_ENV === 'test' ? 0 : 15 * 60_000),
    /**
     * How often the overdue-reminder worker looks for invoices whose next reminder step has come
     * (domain/invoice-reminders.ts); 0: never, the default in API tests, which run it themselves.
     */
    INVOICE_REMINDER_POLL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(env.NODE_ENV === 'test' ? 0 : 15 * 60_000),
    ACCESS_ALERT_ORDERS: positiveInt(200),
    ACCESS_ALERT_WINDOW_MINUTES: positiveInt(60),
    ACCESS_ALERT_POLL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(env.NODE_ENV === 'test' ? 0 : 60_000),
  });
  // An empty value (`SEED_DEMO=` in an env file, as .env.example has) means "not set".
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment: ${lines.join('; ')}`);
  }
  const c = parsed.data;
  // The whole start-up must outlast the database's retries, or it gives up while they still run
  // and names the wrong cause. PGlite retries nothing.
  if (c.DATABASE_URL && c.STARTUP_TIMEOUT_MS <= c.DB_STARTUP_TIMEOUT_MS) {
    throw new Error(
      `Invalid environment: STARTUP_TIMEOUT_MS: must be more than DB_STARTUP_TIMEOUT_MS (${c.DB_STARTUP_TIMEOUT_MS}), which is part of start-up`,
    );
  }
  return c;
}

export type Config = ReturnType<typeof loadConfig>;
