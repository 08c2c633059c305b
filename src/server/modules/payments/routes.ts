/**
 * Checkout endpoints: POST /api/create-payment-intent, POST /api/confirm-payment, and
 * POST /api/test-payment, which the checkout page's test-mode toggle calls in place of the spec's
 * client-side `PATCH /api/orders/{id} { status: 'confirmed' }` (that path belongs to the orders
 * module and stays the admin's approve/decline). Only clients pay, and only for their own orders.
 * Also the payment summary of an order (receipts) and Stripe's webhook.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmPaymentRequest,
  confirmPaymentResponse,
  createPaymentIntentRequest,
  createPaymentIntentResponse,
  orderPaymentResponse,
  paymentConfigResponse,
  stripeWebhookResponse,
  PAYMENT_CURRENCY,
  testPaymentRequest,
  testPaymentResponse,
} from '@domain/payments';
import { createPaymentProvider } from '../../adapters/payments/index';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { idParam } from '@domain/auth';
import { notFound } from '../../errors';
import { currentAuth } from '../../plugins/authenticate';
import { orderPayment } from './summary';
import { handleStripeEvent, verifyStripeEvent } from './webhook';
import type { Caller, PaymentContext } from './service';
import * as service from './service';

export interface PaymentRouteOptions {
  db: Db;
  config: Config;
}

const caller = (request: FastifyRequest): Caller => ({
  userId: currentAuth(request).user.id,
  ip: request.ip ?? null,
  actor: currentAuth(request).user,
});

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, { db, config }) => {
  const provider = createPaymentProvider(config);
  const context: PaymentContext = { db, provider, publishableKey: config.STRIPE_PUBLISHABLE_KEY };
  // Test mode confirms orders without taking money: fine for a demo, worth a line in the log.
  app.log.info({ provider: provider.name }, `payments: ${provider.name} provider`);
  const tags = ['payments'];
  // The permission is checked before body validation, so a driver or admin learns "not for you"
  // (403), not "bad body" (400).

  app.get(
    '/api/payments/config',
    {
      config: { permission: 'read:payment-config:any' },
      schema: { tags, response: { 200: paymentConfigResponse } },
    },
    async () => ({
      provider: provider.name,
      testPaymentsEnabled: provider.name === 'test',
      ...(provider.name === 'stripe' && config.STRIPE_PUBLISHABLE_KEY
        ? { publishableKey: config.STRIPE_PUBLISHABLE_KEY }
        : {}),
      currency: PAYMENT_CURRENCY,
    }),
  );

  app.post(
    '/api/create-payment-intent',
    {
      config: { permission: 'create:payment:own' },
      schema: { tags, body: createPaymentIntentRequest, response: { 200: createPaymentIntentResponse } },
    },
    async (request) => service.createPaymentIntent(context, caller(request), request.body),
  );

  app.post(
    '/api/confirm-payment',
    {
      config: { permission: 'create:payment:own' },
      schema: { tags, body: confirmPaymentRequest, response: { 200: confirmPaymentResponse } },
    },
    async (request) => service.confirmPayment(context, caller(request), request.body),
  );

  app.post(
    '/api/test-payment',
    {
      config: { permission: 'create:payment:own' },
      schema: { tags, body: testPaymentRequest, response: { 200: testPaymentResponse } },
    },
    async (request) => service.testPayment(context, caller(request), request.body.orderId),
  );

  app.get(
    '/api/orders/:id/payment',
    {
      config: { permission: 'read:payment:own,any' },
      schema: { tags, params: idParam, response: { 200: orderPaymentResponse } },
    },
    async (request) => orderPayment(db, currentAuth(request).user, request.params.id),
  );

  // Stripe's webhook: public (Stripe signs it), and read as the raw text the signature covers.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/payments/stripe-webhook',
      {
        config: { public: true },
        schema: { tags, response: { 200: stripeWebhookResponse } },
      },
      async (request) => {
        if (!config.STRIPE_WEBHOOK_SECRET)
          throw notFound('Stripe webhooks are not configured on this server');
        const signature = request.headers['stripe-signature'];
        const event = await verifyStripeEvent(
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
          config.STRIPE_WEBHOOK_SECRET,
        );
        return handleStripeEvent(db, event, request.log);
      },
    );
  });
};
