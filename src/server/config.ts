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
    /** Failed sign-ins allowed per username, then per address, in 15 minutes before 429. */
    LOGIN_MAX_FAILURES_PER_USER: positiveInt(5),
    LOGIN_MAX_FAILURES_PER_IP: positiveInt(50),
    /** Requests per minute per address to the sign-in and sign-up endpoints (flood control). */
    LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt(30),
    REGISTER_RATE_LIMIT_PER_MINUTE: positiveInt(10),
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
  });
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export type Config = ReturnType<typeof loadConfig>;
