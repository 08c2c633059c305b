/**
 * An organisation's billing cycle (billing staff set it; dispatch may too) and the invoice run
 * that follows each organisation's cycle.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import { billingCycleRequest, billingCycleResponse, invoiceRunResponse } from '@domain/invoices';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { billingCycleOf, runInvoices, setBillingCycle } from './billing-cycle';

export const billingCycleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['invoices'];
  const caller = (request: Parameters<typeof currentAuth>[0]) => ({
    actor: currentAuth(request).user,
    ip: request.ip ?? null,
  });

  app.get(
    '/api/organizations/:id/billing-cycle',
    {
      config: { permission: 'read:invoice:any' },
      schema: { tags, params: idParam, response: { 200: billingCycleResponse } },
    },
    async (request) => billingCycleOf(db, request.params.id),
  );

  app.put(
    '/api/organizations/:id/billing-cycle',
    {
      config: { permission: 'update:billing-cycle:any' },
      schema: { tags, params: idParam, body: billingCycleRequest, response: { 200: billingCycleResponse } },
    },
    async (request) => setBillingCycle(db, caller(request), request.params.id, request.body.billingCycle),
  );

  app.post(
    '/api/invoices/run',
    {
      config: { permission: 'issue:invoice:any' },
      schema: { tags, response: { 200: invoiceRunResponse } },
    },
    async (request) => runInvoices(db, caller(request)),
  );
};
