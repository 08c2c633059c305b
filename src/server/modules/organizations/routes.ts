/**
 * /api/organizations/*: a member's organisation, an owner's invitations, removals, cost centres,
 * default language and its listing as a receiving site;
 * /api/invitations/*: the public join page's two requests (the invitee has no login yet).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponse } from '@domain/auth';
import { acceptInvitationRequest } from '@domain/invitation-accept';
import {
  costCentresRequest,
  costCentresResponse,
  invitationPreviewResponse,
  invitationResponse,
  invitationTokenRequest,
  inviteMemberRequest,
  memberParams,
  organizationLanguageRequest,
  organizationResponse,
} from '@domain/organizations';
import { receivingSiteRequest } from '@domain/receiving-sites';
import { idParam } from '@domain/auth';
import type { Db } from '../../db/client';
import { currentAuth, SESSION_COOKIE } from '../../plugins/authenticate';
import type { ResetMail } from '../auth/index';
import type { SessionPolicy } from '../sessions/index';
import { acceptInvitation, previewInvitation } from './invitations';
import * as service from './service';

export interface OrganizationRouteOptions {
  db: Db;
  /** How an invitation link reaches the invitee (the same direct mailer as reset links). */
  mail: ResetMail;
  sessions: SessionPolicy;
  cookieSecure: boolean;
  /** Join requests per minute per address (the sign-up limit). */
  joinRateLimit: number;
}

const ip = (request: FastifyRequest) => request.ip ?? null;

export const organizationRoutes: FastifyPluginAsyncZod<OrganizationRouteOptions> = async (
  app,
  { db, mail, sessions, cookieSecure, joinRateLimit },
) => {
  const tags = ['organizations'];

  app.get(
    '/api/organizations/me',
    {
      config: { permission: 'read:organization:own' },
      schema: { tags, response: { 200: organizationResponse } },
    },
    async (request) => service.myOrganization(db, currentAuth(request).user),
  );

  app.get(
    '/api/organizations/me/cost-centres',
    {
      // Those who book: owners and bookers, never a viewer or the receiving desk.
      config: { permission: 'create:order:own' },
      schema: { tags, response: { 200: costCentresResponse } },
    },
    async (request) => service.myCostCentres(db, currentAuth(request).user),
  );

  app.post(
    '/api/organizations/:id/members',
    {
      // Bookers, viewers and everyone else are refused before the body is read.
      config: { permission: 'manage:organization-member:own' },
      schema: { tags, params: idParam, body: inviteMemberRequest, response: { 201: invitationResponse } },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const answer = await service.inviteMember(db, user, request.params.id, request.body, mail, ip(request));
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    '/api/organizations/:id/members/:userId',
    { config: { permission: 'manage:organization-member:own' }, schema: { tags, params: memberParams } },
    async (request, reply) => {
      const { id, userId } = request.params;
      await service.removeMember(db, currentAuth(request).user, id, userId, ip(request));
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/organizations/:id/cost-centres',
    {
      config: { permission: 'manage:cost-centre:own' },
      schema: { tags, params: idParam, body: costCentresRequest, response: { 200: organizationResponse } },
    },
    async (request) =>
      service.setCostCentres(db, currentAuth(request).user, request.params.id, request.body, ip(request)),
  );

  app.put(
    '/api/organizations/:id/language',
    {
      config: { permission: 'manage:organization-language:own' },
      schema: {
        tags,
        params: idParam,
        body: organizationLanguageRequest,
        response: { 200: organizationResponse },
      },
    },
    async (request) =>
      service.setOrganizationLanguage(
        db,
        currentAuth(request).user,
        request.params.id,
        request.body,
        ip(request),
      ),
  );

  app.put(
    '/api/organizations/:id/receiving-site',
    {
      config: { permission: 'manage:receiving-site:own' },
      schema: { tags, params: idParam, body: receivingSiteRequest, response: { 200: organizationResponse } },
    },
    async (request) =>
      service.setReceivingSite(db, currentAuth(request).user, request.params.id, request.body, ip(request)),
  );

  // Public by design: the invitee has no login until it joins. Limited per address like sign-up;
  // the token is in the body, never in a URL a log or a referrer would keep.
  const limit = { max: joinRateLimit, timeWindow: '1 minute' };
  app.post(
    '/api/invitations/preview',
    {
      config: { public: true, rateLimit: limit },
      schema: { tags, body: invitationTokenRequest, response: { 200: invitationPreviewResponse } },
    },
    async (request) => previewInvitation(db, request.body.token),
  );

  app.post(
    '/api/invitations/accept',
    {
      config: { public: true, rateLimit: limit },
      schema: { tags, body: acceptInvitationRequest, response: { 201: loginResponse } },
    },
    async (request, reply) => {
      const client = { ip: ip(request), userAgent: request.headers['user-agent'] ?? null };
      const result = await acceptInvitation(db, request.body, client, { sessions });
      reply.setCookie(SESSION_COOKIE, result.sessionToken, {
        httpOnly: true,
        sameSite: 'lax',
        secure: cookieSecure,
        path: '/',
        expires: result.session.expiresAt,
      });
      return reply.code(201).send({ user: result.user, sessionToken: result.sessionToken });
    },
  );
};
