/**
 * Builds the Fastify app without listening: tests inject requests into it, server.ts listens.
 * Order matters: security headers and cookies first, then the session hook, then routes.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { addErrorCode, errorHandler, routerError } from './error-handler';
import { swaggerOptions } from './openapi/contract';
import { serveWebApp } from './web/serve-web-app';
import { orderStatusRoutes } from './modules/orders/status-routes';
import { authenticatePlugin } from './plugins/authenticate';
import { securityHeadersPlugin } from './plugins/security-headers';
import { rejectNulText } from './plugins/reject-nul-text';
import { idempotencyPlugin } from './plugins/idempotency';
import { requestLimits } from './plugins/request-limits-config';
import { requestLimitsPlugin } from './plugins/request-limits';
import { realtimePlugin } from './realtime/plugin';
import { authRoutes } from './modules/auth/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { organizationDataRoutes } from './modules/organization-data/index';
import { createMailer } from './adapters/mail/index';
import { healthRoutes } from './modules/health/routes';
import { publicConfigRoutes } from './modules/public-config/routes';
import { addressReviewRoutes } from './modules/orders/address-review-routes';
import { createGeocoder } from './adapters/geocoder/index';
import { paymentBrowserSources } from './adapters/payments/browser-sources';
import { createDistanceService } from './adapters/router/index';
import { placeIds } from './modules/places/place-id';
import { placesRoutes } from './modules/places/routes';
import { findPlacesNamed } from './modules/address-book/repository';
import { pricingRoutes } from './modules/pricing/routes';
import { orderRoutes } from './modules/orders/routes';
import { orderImportRoutes } from './modules/orders/import-routes';
import { statsRoutes } from './modules/stats/routes';
import { driverJobRoutes } from './modules/driver-jobs/routes';
import { driverPerformanceRoutes } from './modules/driver-performance/routes';
import { adminRoutes } from './modules/admin/routes';
import { driverVettingRoutes } from './modules/admin/drivers-vetting-routes';
import { driverCapabilityRoutes } from './modules/admin/driver-capabilities';
import { paymentRoutes } from './modules/payments/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { messageRoutes } from './modules/messages/routes';
import { ratingRoutes } from './modules/ratings/routes';
import { custodyRoutes } from './modules/custody/routes';
import { labelRoutes } from './modules/labels/routes';
import { receivingRoutes } from './modules/receiving/routes';
import { rateCardRoutes } from './modules/rate-cards/routes';
import { publicTrackingRoutes } from './modules/public-tracking/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { addressBookRoutes } from './modules/address-book/routes';
import { dispatchMapRoutes } from './modules/dispatch-map/routes';
import { driverRouteRoutes } from './modules/driver-route/routes';
import { recurringOrderRoutes } from './modules/recurring-orders/routes';
import { autoDispatchRoutes } from './modules/auto-dispatch/routes';
import { accessLogPlugin, accessLogRoutes } from './modules/access-log/index';
import { auditTrailRoutes } from './modules/audit-trail/routes';
import { retentionRoutes } from './modules/retention/routes';
import { dispatchPlanRoutes } from './modules/dispatch-plan/routes';
import { driverPayRoutes } from './modules/driver-pay/index';
import { accountingExportRoutes } from './modules/accounting-export/index';

export interface AppOptions {
  database: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; served with a fallback to index.html when present. */
  webRoot?: string;
  /** Signs the ids the server hands out (signing/); server.ts passes the kept one, tests a fresh one. */
  idSigningKey?: Buffer;
}

const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

export async function buildApp({
  database,
  config,
  logger = false,
  webRoot = defaultWebRoot,
  idSigningKey = config.ID_SIGNING_KEY ? Buffer.from(config.ID_SIGNING_KEY, 'utf8') : randomBytes(32),
}: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // A place id (up to 600 characters, signed) travels as a path parameter; longer is a 414.
    routerOptions: { maxParamLength: 640 },
    // Errors the router raises before any route runs (a bad URL, a path parameter too long) get
    // the same body as every other error: a message and a catalogued code, not Fastify's FST_ code.
    frameworkErrors: routerError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (request, reply, payload) => addErrorCode(request, reply, payload));

  // API answers carry addresses, names and custody records: no browser or proxy cache keeps them.
  app.addHook('onSend', async (request, reply) => {
    if ((request.routeOptions.url ?? request.url).startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  let shuttingDown = false;
  app.addHook('onClose', async () => {
    shuttingDown = true;
  });

  // Stripe.js, its card frames and its API, only when the stripe provider is on (decision 004).
  const payments = paymentBrowserSources(config);
  await app.register(securityHeadersPlugin, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...payments.scriptSrc],
          ...(payments.frameSrc.length ? { frameSrc: ["'self'", ...payments.frameSrc] } : {}),
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Map tiles come from the configured tile server only.
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            ...(config.MAP_TILE_URL ? [tileOrigin(config.MAP_TILE_URL)] : []),
          ],
          connectSrc: ["'self'", 'ws:', 'wss:', ...payments.connectSrc],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  // The API contract: operations table, security and error answers, src/server/openapi/.
  await app.register(swagger, swaggerOptions(requestLimits(config)));

  const policy = { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS };
  await app.register(authenticatePlugin, { db: database.db, policy });
  // After the session hook, which sees every route: the documentation pages are public by nature.
  await app.registerPublic(async () =>
    app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true }),
  );
  await app.register(rejectNulText);
  // Before any route: it collects what each route reveals, and logs every read (decision 044).
  await app.register(accessLogPlugin, { db: database.db });
  // Per-session and per-address limits (config RATE_*, docs/security.md).
  await app.register(requestLimitsPlugin, { limits: requestLimits(config) });
  await app.register(realtimePlugin, {
    database,
    policy,
    socketLimits: {
      perSession: config.WS_MAX_SOCKETS_PER_SESSION,
      perIp: config.WS_MAX_SOCKETS_PER_IP,
      maxPayloadBytes: config.WS_MAX_PAYLOAD_BYTES,
      framesPer10s: config.WS_MAX_FRAMES_PER_10S,
    },
  });
  await app.register(idempotencyPlugin, { db: database.db, shared: database.kind === 'postgres' });

  await app.register(publicConfigRoutes, { config });
  await app.register(healthRoutes, { database, isShuttingDown: () => shuttingDown });
  // Reset links go out by email at once, not through the outbox (their body is a secret).
  // Invitation links too: the same direct mailer, the same origin in front of the link.
  const resetMailer = createMailer(config, app.log);
  app.addHook('onClose', async () => resetMailer.close());
  const linkMail = {
    mail: resetMailer,
    origin: (config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    log: app.log,
  };
  await app.register(authRoutes, {
    db: database.db,
    cookieSecure: config.COOKIE_SECURE,
    rateLimits: {
      login: config.LOGIN_RATE_LIMIT_PER_MINUTE,
      register: config.REGISTER_RATE_LIMIT_PER_MINUTE,
      passwordReset: config.PASSWORD_RESET_RATE_LIMIT_PER_MINUTE,
    },
    resetMail: linkMail,
    settings: {
      sessions: policy,
      throttle: {
        freeFailures: config.LOGIN_MAX_FAILURES_PER_USER,
        backoffBaseSeconds: config.LOGIN_BACKOFF_BASE_SECONDS,
        backoffMaxSeconds: config.LOGIN_BACKOFF_MAX_SECONDS,
        perIp: config.LOGIN_MAX_FAILURES_PER_IP,
        perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        windowMinutes: 15,
      },
    },
  });
  await app.register(organizationDataRoutes, { db: database.db });
  await app.register(organizationRoutes, {
    db: database.db,
    mail: linkMail,
    sessions: policy,
    cookieSecure: config.COOKIE_SECURE,
    joinRateLimit: config.REGISTER_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(paymentRoutes, { db: database.db, config });
  await app.register(invoiceRoutes, { db: database.db });

  // Optional external services (GEOCODER_URL, ROUTER_URL) with embedded fallbacks: decision 005.
  const distance = createDistanceService({ url: config.ROUTER_URL, log: app.log });
  const geocoder = createGeocoder({
    url: config.GEOCODER_URL,
    log: app.log,
    ids: placeIds(idSigningKey),
    db: database.db,
  });
  await app.register(placesRoutes, {
    geocoder,
    findNamed: (userId, typed, limit) => findPlacesNamed(database.db, userId, typed, limit),
  });
  await app.register(pricingRoutes, { distance, geocoder, db: database.db });
  await app.register(orderRoutes, { db: database.db, distance, geocoder });
  await app.register(addressBookRoutes, { db: database.db, geocoder });
  await app.register(orderImportRoutes, { db: database.db, distance, geocoder });
  await app.register(orderStatusRoutes, { db: database.db, config });
  await app.register(addressReviewRoutes, { db: database.db });
  await app.register(statsRoutes, { db: database.db });
  await app.register(driverJobRoutes, {
    db: database.db,
    distance,
    groupCommit: {
      maxItems: config.POSITION_BATCH_MAX,
      windowMs: config.POSITION_BATCH_WINDOW_MS,
      // PGlite runs one statement at a time; PostgreSQL's pool has ten connections.
      maxInFlight: database.kind === 'postgres' ? 4 : 1,
    },
  });
  await app.register(driverPerformanceRoutes, { db: database.db });
  for (const pay of [driverPayRoutes, accountingExportRoutes]) await app.register(pay, { db: database.db });
  await app.register(adminRoutes, { db: database.db });
  await app.register(driverVettingRoutes, { db: database.db });
  await app.register(driverCapabilityRoutes, { db: database.db });
  await app.register(trackingRoutes, { db: database.db });
  await app.register(messageRoutes, { db: database.db });
  await app.register(ratingRoutes, { db: database.db });
  await app.register(custodyRoutes, { db: database.db });
  await app.register(labelRoutes, { db: database.db });
  await app.register(receivingRoutes, { db: database.db });
  await app.register(rateCardRoutes, { db: database.db });
  await app.register(publicTrackingRoutes, { db: database.db });
  await app.register(webhookRoutes, {
    db: database.db,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    pollMs: config.WEBHOOK_POLL_MS,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
  });
  await app.register(notificationRoutes, { db: database.db, config });
  await app.register(dispatchMapRoutes, { db: database.db });
  await app.register(driverRouteRoutes, { db: database.db });
  await app.register(dispatchPlanRoutes, { db: database.db, planSeconds: config.PLAN_SECONDS });
  await app.register(recurringOrderRoutes, {
    db: database.db,
    distance,
    geocoder,
    horizonDays: config.RECURRING_HORIZON_DAYS,
    pollMs: config.RECURRING_POLL_MS,
  });
  await app.register(autoDispatchRoutes, { db: database.db });
  await app.register(accessLogRoutes, { db: database.db });
  await app.register(retentionRoutes, {
    db: database.db,
    retentionDays: config.RETENTION_DAYS,
    hour: config.RETENTION_HOUR,
    pollMs: config.RETENTION_POLL_MS,
  });
  await app.register(auditTrailRoutes, {
    db: database.db,
    alerts: {
      orders: config.ACCESS_ALERT_ORDERS,
      windowMinutes: config.ACCESS_ALERT_WINDOW_MINUTES,
      pollMs: config.ACCESS_ALERT_POLL_MS,
    },
  });

  await serveWebApp(app, webRoot);

  return app;
}

/** 'https://{s}.tile.example/{z}/{x}/{y}.png' -> 'https://*.tile.example' for the CSP. */
function tileOrigin(template: string): string {
  const match = template.match(/^(https?:\/\/)([^/]+)/);
  return match ? `${match[1]}${match[2]!.replace('{s}', '*')}` : "'none'";
}

export type App = Awaited<ReturnType<typeof buildApp>>;
