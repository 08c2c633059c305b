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
import { authenticatePlugin } from './plugins/authenticate';
import { securityHeadersPlugin } from './plugins/security-headers';
import { rejectNulText } from './plugins/reject-nul-text';
import { idempotencyPlugin } from './plugins/idempotency';
import { requestLimits } from './plugins/request-limits-config';
import { requestLimitsPlugin } from './plugins/request-limits';
import { realtimePlugin } from './realtime/plugin';
import { createMailer, type Mailer } from './adapters/mail/index';
import { createGeocoder } from './adapters/geocoder/index';
import { paymentBrowserSources } from './adapters/payments/browser-sources';
import { createDistanceService } from './adapters/router/index';
import { placeIds } from './modules/places/place-id';
import { accessLogPlugin } from './modules/access-log/index';
import { findPlacesNamed } from './modules/address-book/index';
import { runWorkers } from './workers';
import { SERVER_MODULES, type ModuleContext } from './module-registry';

export interface AppOptions {
  database: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; served with a fallback to index.html when present. */
  webRoot?: string;
  /** Signs the ids the server hands out (signing/); server.ts passes the kept one, tests a fresh one. */
  idSigningKey?: Buffer;
  /** Sends reset, invitation and sign-up links; default from SMTP_URL (tests pass one that also keeps copies). */
  mailer?: Mailer;
}

const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

export async function buildApp({
  database,
  config,
  logger = false,
  webRoot = defaultWebRoot,
  idSigningKey = config.ID_SIGNING_KEY ? Buffer.from(config.ID_SIGNING_KEY, 'utf8') : randomBytes(32),
  mailer,
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
  await app.register(authenticatePlugin, {
    db: database.db,
    policy,
    connections: database.connections,
  });
  // After the session hook, which sees every route: the documentation pages are public by nature.
  await app.registerPublic(async () =>
    app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true }),
  );
  await app.register(rejectNulText);
  // Before any route: it collects what each route reveals, and logs every read (decision 044).
  await app.register(accessLogPlugin, {
    db: database.db,
    // PGlite answers one statement at a time; on PostgreSQL the next batch waits for the chain's lock.
    batchesInFlight: database.kind === 'postgres' ? 2 : 1,
  });
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

  // Reset and sign-up links go out by email at once, not through the outbox (their body is a secret).
  // Invitation links too: the same direct mailer, the same origin in front of the link.
  const linkMailer = mailer ?? createMailer(config, app.log);
  app.addHook('onClose', async () => linkMailer.close());
  // Optional external services (GEOCODER_URL, ROUTER_URL) with embedded fallbacks: decision 005.
  const context: ModuleContext = {
    database,
    db: database.db,
    config,
    distance: createDistanceService({ url: config.ROUTER_URL, log: app.log }),
    geocoder: createGeocoder({
      url: config.GEOCODER_URL,
      log: app.log,
      ids: placeIds(idSigningKey),
      db: database.db,
    }),
    sessions: policy,
    linkMail: {
      mail: linkMailer,
      origin: (config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
      log: app.log,
    },
    isShuttingDown: () => shuttingDown,
    // Two modules that use each other (the address book resolves through places; places suggests
    // saved places) are joined here, where both are known.
    findSavedPlacesNamed: (userId, typed, limit) => findPlacesNamed(database.db, userId, typed, limit),
  };
  for (const serverModule of SERVER_MODULES) await serverModule.register(app, context);
  runWorkers(
    app,
    SERVER_MODULES.flatMap((serverModule) => serverModule.workers?.(context, app.log) ?? []),
  );

  await serveWebApp(app, webRoot);

  return app;
}

/** 'https://{s}.tile.example/{z}/{x}/{y}.png' -> 'https://*.tile.example' for the CSP. */
function tileOrigin(template: string): string {
  const match = template.match(/^(https?:\/\/)([^/]+)/);
  return match ? `${match[1]}${match[2]!.replace('{s}', '*')}` : "'none'";
}

export type App = Awaited<ReturnType<typeof buildApp>>;
