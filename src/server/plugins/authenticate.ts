/**
 * The global authentication hook: every /api route needs a live session unless its route config
 * says `public: true`. The session comes from the httpOnly cookie or `Authorization: Bearer`.
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
import { findLiveSession } from '../modules/sessions/sessions';
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
  }
  interface FastifyInstance {
    /** `METHOD /url` -> the permission the route declares (for the policy's tests and docs). */
    routePermissions: ReadonlyMap<string, PermissionString>;
  }
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

export const authenticatePlugin = fp<{ db: Db; policy: SessionPolicy }>(async (app, { db, policy }) => {
  app.decorateRequest('auth', null);
  const declared = new Map<string, PermissionString>();
  app.decorate('routePermissions', declared);
  app.addHook('onRoute', (route) => {
    const permission = (route.config as { permission?: PermissionString } | undefined)?.permission;
    if (!permission) return;
    for (const method of [route.method].flat()) declared.set(`${method} ${route.url}`, permission);
  });
  // The route's declared permission, before validation: a role without it learns nothing of
  // the body's rules.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const permission = request.routeOptions.config.permission;
    if (!permission) return;
    if (!request.auth) throw unauthorized();
    const { role } = request.auth.user;
    if (!hasPermission(request.auth.user, permission)) throw forbidden(refusalMessage(role, permission));
  });
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    // The OpenAPI pages are public documentation; everything else under /api, and /ws, is guarded.
    const path = request.url.split('?')[0] ?? '';
    const guarded = (path.startsWith('/api/') && !path.startsWith('/api/docs')) || path === '/ws';
    if (!guarded) return;
    const found = readToken(request);
    if (found) {
      const live = await findLiveSession(db, found.token, policy);
      if (live) request.auth = { user: live.user, sessionId: live.sessionId, via: found.via };
    }
    // An unknown path answers 404 whoever asks; the not-found handler has no route config.
    const isKnownRoute = request.routeOptions.url !== undefined;
    if (!isKnownRoute) return;
    if (request.auth?.via === 'cookie' && (crossSiteWrite(request) || crossSiteSocket(request))) {
      throw forbidden('Cross-site request refused');
    }
    if (!request.routeOptions.config.public && !request.auth) {
      throw unauthorized(found ? 'Your session has ended. Please sign in again.' : 'Sign in to continue');
    }
  });
});

/** The signed-in user; only for routes behind the hook (never public ones). */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
