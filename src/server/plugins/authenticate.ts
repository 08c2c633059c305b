/**
 * The global authentication hook: every route needs a live session unless its route config says
 * `public: true`. The decision is read from the route Fastify matched (its config), never from
 * the URL text, so `/%61pi/...` or any other spelling the router decodes to a route gets that
 * route's decision, and a route that forgets to say anything is closed, not open. The session
 * comes from the httpOnly cookie or `Authorization: Bearer`.
 * Then the permission hook: a route declares what it needs, `config: { permission: 'read:order:any' }`,
 * answered from the policy table (modules/access-policy, decision 023); object checks are the
 * policy's named functions, called by each module's service on the object it loaded.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@domain/auth';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../errors';
import type { SessionPolicy } from '../modules/sessions/sessions';
import { liveSessionFinder } from '../modules/sessions/sessions';
import { hasPermission, refusalMessage, type PermissionString } from '../modules/access-policy/index';

export const SESSION_COOKIE = 'medlink_session';

export interface AuthContext {
  user: SessionUser;
  sessionId: number;
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (login, register, health, pricing estimate). */
    public?: boolean;
    /**
     * What the route needs, from the policy's vocabulary: `manage:webhooks:any`, or several
     * accesses, `read:saved-place:own,any`. A role without it is answered 403 before the body is
     * parsed (the policy table may word the refusal).
     */
    permission?: PermissionString;
    /**
     * The permission is asked by the route's service instead, after the request is parsed and the
     * object loaded (a malformed request still answers 400, someone else's object 404). The
     * declaration stays on the route so every route says who may call it.
     */
    permissionCheckedInService?: boolean;
  }
  interface FastifyInstance {
    /** `METHOD /url` -> the permission the route's hook asks (for the policy's tests and docs). */
    routePermissions: ReadonlyMap<string, PermissionString>;
    /** `METHOD /url` -> what each route declares about who may call it (for the guard's tests). */
    routeAccess: () => ReadonlyMap<string, RouteAccess>;
    /**
     * Runs `register` with every route it adds marked `public: true`: for plugins whose routes we
     * do not write (the web app's files, the API's documentation pages), public by nature.
     * Everything else says so on the route itself.
     */
    registerPublic: (register: () => Promise<unknown>) => Promise<void>;
  }
}

export interface RouteAccess {
  public: boolean;
  permission: PermissionString | undefined;
  checkedInService: boolean;
}

function readToken(request: FastifyRequest): { token: string; via: AuthContext['via'] } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie sessions: a browser always sends Origin on a cross-site write, so a
 * write whose Origin is another site is refused. Bearer calls carry no ambient credential.
 */
function crossSiteWrite(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** A browser sends cookies with a cross-site websocket handshake too; only our own pages may open one. */
function crossSiteSocket(request: FastifyRequest): boolean {
  if (request.headers.upgrade?.toLowerCase() !== 'websocket') return false;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * `connections`: how many queries the database runs at once; the requests that arrive together
 * have their sessions looked up in one query, a share of those connections at a time (see
 * `liveSessionFinder`).
 */
export const authenticatePlugin = fp<{ db: Db; policy: SessionPolicy; connections?: number }>(
  async (app, { db, policy, connections = 1 }) => {
    const findLiveSession = liveSessionFinder(db, policy, connections);
    app.decorateRequest('auth', null);
    const declared = new Map<string, PermissionString>();
    const routes = new Map<string, { config?: unknown }>();
    app.decorate('routePermissions', declared);
    app.decorate(
      'routeAccess',
      () => new Map([...routes].map(([key, route]) => [key, accessOf(route.config)])),
    );
    let registeringPublic = false;
    app.decorate('registerPublic', async (register: () => Promise<unknown>) => {
      registeringPublic = true;
      try {
        await register();
      } finally {
        registeringPublic = false;
      }
    });
    app.addHook('onRoute', (route) => {
      if (registeringPublic) route.config = { ...(route.config ?? {}), public: true };
      for (const method of [route.method].flat()) {
        routes.set(`${method} ${route.url}`, route);
        // A plugin's root route is added twice, `/prefix` and `/prefix/`, with one onRoute call.
        if (route.prefix && route.routePath === '') routes.set(`${method} ${route.url}/`, route);
      }
      const { permission, checkedInService } = accessOf(route.config);
      if (!permission || checkedInService) return;
      for (const method of [route.method].flat()) declared.set(`${method} ${route.url}`, permission);
    });
    // The route's declared permission, before validation: a role without it learns nothing of
    // the body's rules.
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const { permission, permissionCheckedInService } = request.routeOptions.config;
      if (!permission || permissionCheckedInService) return;
      if (!request.auth) throw unauthorized();
      const { role } = request.auth.user;
      if (!hasPermission(request.auth.user, permission)) throw forbidden(refusalMessage(role, permission));
    });
    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      // An unknown path answers 404 whoever asks; the not-found handler has no route of its own.
      const route = request.routeOptions.url;
      if (route === undefined) return;
      const { config } = request.routeOptions;
      // Static files and the API's documentation carry no session; skip the lookup for them.
      const mayUseSession = !config.public || route.startsWith('/api/') || route === '/ws';
      const found = mayUseSession ? readToken(request) : null;
      if (found) {
        const live = await findLiveSession(found.token);
        if (live) request.auth = { user: live.user, sessionId: live.sessionId, via: found.via };
      }
      if (request.auth?.via === 'cookie' && (crossSiteWrite(request) || crossSiteSocket(request))) {
        throw forbidden('Cross-site request refused');
      }
      if (!config.public && !request.auth) {
        throw unauthorized(found ? 'Your session has ended. Please sign in again.' : 'Sign in to continue');
      }
    });
  },
);

function accessOf(config: unknown): RouteAccess {
  const c = (config ?? {}) as {
    public?: boolean;
    permission?: PermissionString;
    permissionCheckedInService?: boolean;
  };
  return {
    public: c.public === true,
    permission: c.permission,
    checkedInService: c.permissionCheckedInService === true,
  };
}

/** The signed-in user; only for routes behind the hook (never public ones). */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
