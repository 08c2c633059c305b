/** /api/auth/* and /api/register: parse, check the caller, hand over to the service. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  forgotPasswordRequest,
  idParam,
  languageRequest,
  loginRequest,
  loginResponse,
  meResponse,
  messageResponse,
  recoveryCodesRequest,
  recoveryCodesResponse,
  registerRequest,
  resetPasswordRequest,
  securityResponse,
  sessionsResponse,
  toggleTwoFactorRequest,
  toggleTwoFactorResponse,
} from '@domain/auth';
import { SIGN_UP_ANSWER, signUpAnswer, verifyEmailRequest } from '@domain/sign-up';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { currentAuth, SESSION_COOKIE } from '../../plugins/authenticate';
import { publishSessionsEnded } from '../../realtime/event-bus';
import { recordAudit } from '../audit/index';
import type { AuthSettings, ClientInfo } from './service';
import * as service from './service';
import * as twoFactor from './two-factor-service';
import { listLiveSessions, revokeSession } from '../sessions/index';
import {
  FORGOT_PASSWORD_ANSWER,
  requestPasswordReset,
  resetPassword,
  type ResetMail,
} from './password-reset';
import { requestSignUp, verifySignUp } from './sign-up';

export interface AuthRouteOptions {
  db: Db;
  settings: AuthSettings;
  cookieSecure: boolean;
  /** Requests per minute per address. */
  rateLimits: { login: number; register: number; passwordReset: number };
  /** How reset and sign-up links reach the email address. */
  resetMail: ResetMail;
}

const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { db, settings, cookieSecure, rateLimits, resetMail },
) => {
  const setSessionCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure,
      path: '/',
      expires: expiresAt,
    });
  const tags = ['auth'];

  app.post(
    '/api/auth/login',
    {
      config: { public: true, rateLimit: { max: rateLimits.login, timeWindow: '1 minute' } },
      schema: { tags, body: loginRequest, response: { 200: loginResponse } },
    },
    async (request, reply) => {
      const result = await service.login(db, request.body, clientInfo(request), settings);
      setSessionCookie(reply, result.sessionToken, result.session.expiresAt);
      return { user: result.user, sessionToken: result.sessionToken };
    },
  );

  // One answer whether the name or email is new or taken (sign-up.ts); the email says the rest.
  const registerLimit = { max: rateLimits.register, timeWindow: '1 minute' };
  app.post(
    '/api/register',
    {
      config: { public: true, rateLimit: registerLimit },
      schema: { tags, body: registerRequest, response: { 202: signUpAnswer } },
    },
    async (request, reply) => {
      await requestSignUp(db, request.body, clientInfo(request), resetMail);
      return reply.code(202).send(SIGN_UP_ANSWER);
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: { public: true, rateLimit: registerLimit },
      schema: { tags, body: verifyEmailRequest, response: { 201: loginResponse } },
    },
    async (request, reply) => {
      const result = await verifySignUp(db, request.body, clientInfo(request), settings);
      setSessionCookie(reply, result.sessionToken, result.session.expiresAt);
      return reply.code(201).send({ user: result.user, sessionToken: result.sessionToken });
    },
  );

  // Public by design (the contract's "password reset"): the person cannot sign in. Both answers are
  // limited per address; the links one account is sent are limited in the service.
  const resetLimit = { max: rateLimits.passwordReset, timeWindow: '1 minute' };
  app.post(
    '/api/auth/forgot-password',
    {
      config: { public: true, rateLimit: resetLimit },
      schema: { tags, body: forgotPasswordRequest, response: { 202: messageResponse } },
    },
    async (request, reply) => {
      await requestPasswordReset(db, request.body.login, clientInfo(request), resetMail);
      return reply.code(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { public: true, rateLimit: resetLimit },
      schema: { tags, body: resetPasswordRequest, response: { 200: messageResponse } },
    },
    async (request) => {
      await resetPassword(db, request.body, clientInfo(request));
      return {
        message: 'Your password has been changed and every session signed out. Sign in with the new one.',
      };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { permission: 'update:account:own' }, schema: { tags, response: { 200: messageResponse } } },
    async (request, reply) => {
      const auth = currentAuth(request);
      await db.transaction(async (tx) => {
        await revokeSession(tx, auth.user.id, auth.sessionId);
        await recordAudit(tx, { action: 'logout', actorUserId: auth.user.id, ipAddress: request.ip });
        // This session's live sockets, on whichever process holds them, close on commit.
        await publishSessionsEnded(tx, [auth.sessionId]);
      });
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/api/auth/me',
    { config: { permission: 'read:account:own' }, schema: { tags, response: { 200: meResponse } } },
    async (request) => {
      return currentAuth(request).user;
    },
  );

  app.put(
    '/api/auth/language',
    {
      config: { permission: 'update:account:own' },
      schema: { tags, body: languageRequest, response: { 200: meResponse } },
    },
    async (request) => service.setLanguage(db, currentAuth(request).user.id, request.body.language),
  );

  app.get(
    '/api/auth/security',
    { config: { permission: 'read:account:own' }, schema: { tags, response: { 200: securityResponse } } },
    async (request) => {
      return service.securityOverview(db, currentAuth(request).user.id, settings.sessions);
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { permission: 'update:account:own' },
      schema: { tags, body: changePasswordRequest, response: { 200: messageResponse } },
    },
    async (request) => {
      const auth = currentAuth(request);
      await service.changePassword(db, auth.user.id, auth.sessionId, request.body, clientInfo(request));
      return { message: 'Password updated. Every other session has been signed out.' };
    },
  );

  app.post(
    '/api/auth/toggle-2fa',
    {
      config: { permission: 'update:account:own' },
      schema: { tags, body: toggleTwoFactorRequest, response: { 200: toggleTwoFactorResponse } },
    },
    async (request) =>
      twoFactor.toggleTwoFactor(
        db,
        currentAuth(request).user,
        request.body,
        clientInfo(request),
        settings.throttle,
      ),
  );

  app.post(
    '/api/auth/recovery-codes',
    {
      config: { permission: 'update:account:own' },
      schema: { tags, body: recoveryCodesRequest, response: { 200: recoveryCodesResponse } },
    },
    async (request) =>
      twoFactor.regenerateRecoveryCodes(
        db,
        currentAuth(request).user,
        request.body,
        clientInfo(request),
        settings.throttle,
      ),
  );

  app.get(
    '/api/auth/sessions',
    { config: { permission: 'read:account:own' }, schema: { tags, response: { 200: sessionsResponse } } },
    async (request) => {
      const auth = currentAuth(request);
      const rows = await listLiveSessions(db, auth.user.id, settings.sessions);
      return {
        sessions: rows.map((s) => ({
          id: s.id,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
          current: s.id === auth.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      config: { permission: 'update:account:own' },
      schema: { tags, params: idParam, response: { 200: messageResponse } },
    },
    async (request) => {
      const auth = currentAuth(request);
      // Someone else's session id answers the same 404 as an unknown one: nothing leaks.
      if (!(await revokeSession(db, auth.user.id, request.params.id))) throw notFound('Session not found');
      await publishSessionsEnded(db, [request.params.id]);
      await recordAudit(db, {
        action: 'session_revoked',
        actorUserId: auth.user.id,
        entityType: 'session',
        entityId: request.params.id,
        ipAddress: request.ip,
      });
      return { message: 'Session revoked' };
    },
  );
};
