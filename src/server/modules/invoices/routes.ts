/**
 * /api/invoices: billing staff (and dispatch) issue invoices of on-account orders, record payments
 * and credit notes; an organisation's owner lists and downloads its own, and (with Stripe) pays one
 * on Stripe's hosted page. An issued invoice
 * cannot change: PATCH, PUT and DELETE answer 409 to whoever may see it. Also an organisation's
 * statement of account and every organisation's aging.
 */
import { NO_PROTECTED_FIELDS } from '@domain/access-log';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import {
  creditNoteRequest,
  invoiceListQuery,
  invoiceListResponse,
  invoiceResponse,
  issueInvoiceRequest,
  payOnlineResponse,
  recordPaymentRequest,
} from '@domain/invoices';
import { agingReportResponse, statementResponse } from '@domain/account-statement';
import type { PaymentProvider } from '../../adapters/payments/index';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { agingReport, statementOf } from './account';
import { invoiceCsv } from './invoice-csv';
import { renderInvoicePdf } from './invoice-pdf';
import { documentLanguage, documentWords } from '../notifications/index';
import { memberLanguage } from '@domain/languages';
import { openCheckout } from './online-payment';
import { closeStalePages } from './stale-pages';
import { listInvoices, readableInvoice } from './read';
import type { Caller } from './service';
import * as service from './service';
import { billingCycleRoutes } from './billing-cycle-routes';

export interface InvoiceRouteOptions {
  db: Db;
  /** The card processor, for paying an invoice on its hosted page (Stripe only). */
  provider: PaymentProvider;
  /** This product's public address, where the hosted page sends the payer back. */
  baseUrl: string;
}

const caller = (request: FastifyRequest): Caller => ({
  actor: currentAuth(request).user,
  ip: request.ip ?? null,
});

export const invoiceRoutes: FastifyPluginAsyncZod<InvoiceRouteOptions> = async (
  app,
  { db, provider, baseUrl },
) => {
  const tags = ['invoices'];

  app.post(
    '/api/invoices',
    {
      config: { permission: 'issue:invoice:any' },
      schema: { tags, body: issueInvoiceRequest, response: { 201: invoiceResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.issueInvoice(db, caller(request), request.body)),
  );

  app.get(
    '/api/invoices',
    {
      config: { permission: 'read:invoice:own,any' },
      schema: { tags, querystring: invoiceListQuery, response: { 200: invoiceListResponse } },
    },
    async (request) => ({ invoices: await listInvoices(db, currentAuth(request).user, request.query) }),
  );

  app.get(
    '/api/invoices/:id',
    {
      config: { permission: 'read:invoice:own,any' },
      schema: { tags, params: idParam, response: { 200: invoiceResponse } },
    },
    async (request) => readableInvoice(db, currentAuth(request).user, request.params.id),
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      config: { permission: 'read:invoice:own,any', reveals: NO_PROTECTED_FIELDS },
      schema: { tags, params: idParam },
    },
    async (request, reply) => {
      const viewer = currentAuth(request).user;
      const invoice = await readableInvoice(db, viewer, request.params.id);
      // Drawn in the reader's language (decision 070): theirs, else their organisation's, else
      // their browser's, else English.
      const language = documentLanguage(
        memberLanguage(viewer.language, viewer.organizationLanguage),
        request.headers['accept-language'],
      );
      const pdf = await renderInvoicePdf(invoice, documentWords(language));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="medlink-${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/api/invoices/:id/csv',
    {
      config: { permission: 'read:invoice:own,any', reveals: NO_PROTECTED_FIELDS },
      schema: { tags, params: idParam },
    },
    async (request, reply) => {
      const invoice = await readableInvoice(db, currentAuth(request).user, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="medlink-${invoice.number}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(invoiceCsv(invoice));
    },
  );

  app.post(
    '/api/invoices/:id/payments',
    {
      config: { permission: 'create:invoice-payment:any' },
      schema: { tags, params: idParam, body: recordPaymentRequest, response: { 201: invoiceResponse } },
    },
    async (request, reply) => {
      const invoice = await service.recordPayment(db, caller(request), request.params.id, request.body);
      await closeStalePages(db, provider, request.params.id, { log: request.log });
      return reply.code(201).send(invoice);
    },
  );

  // No body is read: what is paid is the balance the server computes, whatever a browser sends.
  app.post(
    '/api/invoices/:id/pay-online',
    {
      config: { permission: 'pay:invoice:own,any' },
      schema: { tags, params: idParam, response: { 200: payOnlineResponse } },
    },
    async (request) => openCheckout(db, provider, baseUrl, caller(request), request.params.id, request.log),
  );

  app.post(
    '/api/invoices/:id/credit-notes',
    {
      config: { permission: 'create:credit-note:any' },
      schema: { tags, params: idParam, body: creditNoteRequest, response: { 201: invoiceResponse } },
    },
    async (request, reply) => {
      const invoice = await service.issueCreditNote(db, caller(request), request.params.id, request.body);
      await closeStalePages(db, provider, request.params.id, { log: request.log });
      return reply.code(201).send(invoice);
    },
  );

  app.get(
    '/api/organizations/:id/statement',
    {
      config: { permission: 'read:invoice:own,any' },
      schema: { tags, params: idParam, response: { 200: statementResponse } },
    },
    async (request) => statementOf(db, currentAuth(request).user, request.params.id),
  );

  app.get(
    '/api/billing/aging',
    {
      config: { permission: 'read:aging:any' },
      schema: { tags, response: { 200: agingReportResponse } },
    },
    async () => agingReport(db),
  );

  // What an issued invoice billed is fixed; these exist so that an attempt to change it is told why.
  for (const method of ['PATCH', 'PUT', 'DELETE'] as const)
    app.route({
      method,
      url: '/api/invoices/:id',
      config: { permission: 'update:invoice:any' },
      schema: { tags, params: idParam },
      handler: async (request) => service.refuseChange(db, currentAuth(request).user, request.params.id),
    });

  await app.register(billingCycleRoutes, { db });
};
