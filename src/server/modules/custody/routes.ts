/**
 * GET /api/orders/{id}/custody: the custody ledger and its verification, for the client and
 * dispatch; GET /api/orders/{id}/custody/pdf: the same certificate as a PDF, to the same people;
 * GET /api/orders/{id}/custody/verification: the verdict alone, with nothing protected in it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CUSTODY_FIELDS } from '@domain/access-log';
import { idParam } from '@domain/auth';
import { custodyResponse, custodyVerificationResponse } from '@domain/custody-answers';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { renderCustodyCertificate } from './certificate-pdf';
import { documentLanguage, documentWords } from '../notifications/index';
import { getCustody, getCustodyVerification } from './service';
import { memberLanguage } from '@domain/languages';

export const custodyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/orders/:id/custody',
    {
      config: {
        permission: 'read:custody:own,any',
        permissionCheckedInService: true,
        reveals: CUSTODY_FIELDS,
      },
      schema: { tags: ['orders'], params: idParam, response: { 200: custodyResponse } },
    },
    async (request) => getCustody(db, currentAuth(request).user, request.params.id),
  );

  app.get(
    '/api/orders/:id/custody/pdf',
    {
      config: {
        permission: 'read:custody:own,any',
        permissionCheckedInService: true,
        reveals: CUSTODY_FIELDS,
      },
      schema: { tags: ['orders'], params: idParam },
    },
    async (request, reply) => {
      // The ledger's own checks (404 to who may not see the order, 403 to its driver) come first.
      const viewer = currentAuth(request).user;
      const custody = await getCustody(db, viewer, request.params.id);
      // Drawn in the reader's language: their choice, else their browser's, else English.
      const language = documentLanguage(
        memberLanguage(viewer.language, viewer.organizationLanguage),
        request.headers['accept-language'],
      );
      const pdf = await renderCustodyCertificate(custody, new Date(), documentWords(language));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="custody-${custody.displayNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/api/orders/:id/custody/verification',
    {
      // Refused by role before the order is looked up: a driver learns nothing of any order here.
      config: { permission: 'read:custody:own,any' },
      schema: { tags: ['orders'], params: idParam, response: { 200: custodyVerificationResponse } },
    },
    async (request) => getCustodyVerification(db, currentAuth(request).user, request.params.id),
  );
};
