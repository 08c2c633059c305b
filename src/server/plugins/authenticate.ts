/**
 * The global authentication hook: every /api route needs a live session unless its route config
 * says `public: true`. The session comes from the httpOnly cookie or `Authorization: Bearer`.
 * Role checks are per route (`requireRole`), object checks live in each module's service.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@domain/enums';
import type { SessionUser } from '@domain/auth';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../errors';
import type { SessionPolicy } from '../modules/sessions/sessions';
import { findLiveSession } from '../modules/sessions/sessions';

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

/** Route guard: the signed-in user must have one of these roles, otherwise 403. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.auth) throw unauthorized();
    if (!roles.includes(request.auth.user.role)) throw forbidden();
  };
}

/** The signed-in user; only for routes behind the hook (never public ones). */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
