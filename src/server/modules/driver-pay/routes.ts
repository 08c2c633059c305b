/**
 * Driver pay: rules (dispatch), each driver's weeks (the driver itself or dispatch), bonuses,
 * deductions and issuing (dispatch), and a week's statement as a PDF.
 */
import { NO_PROTECTED_FIELDS } from '@domain/access-log';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustmentRequest,
  driverParams,
  driverWeekParams,
  settlementResponse,
  settlementSummaries,
  weekSettlementsQuery,
  weeksQuery,
} from '@domain/driver-pay';
import { createPayRuleRequest, payRuleResponse, payRulesQuery } from '@domain/driver-pay-rules';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import * as service from './service';
import { renderSettlementPdf } from './settlement-pdf';

export const driverPayRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['driver pay'];
  const week = '/api/driver-pay/drivers/:driverId/weeks/:weekStart';

  app.get(
    '/api/driver-pay/rules',
    {
      config: { permission: 'read:pay-rule:any' },
      schema: { tags, querystring: payRulesQuery, response: { 200: z.array(payRuleResponse) } },
    },
    async (request) => service.listRules(db, request.query.driverId),
  );

  app.post(
    '/api/driver-pay/rules',
    {
      config: { permission: 'manage:pay-rule:any' },
      schema: { tags, body: createPayRuleRequest, response: { 201: payRuleResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createRule(db, currentAuth(request).user, request.body)),
  );

  app.get(
    '/api/driver-pay/settlements',
    {
      config: { permission: 'read:settlement:any' },
      schema: { tags, querystring: weekSettlementsQuery, response: { 200: settlementSummaries } },
    },
    async (request) => service.weekSettlements(db, request.query.weekStart),
  );

  app.get(
    '/api/driver-pay/drivers/:driverId/weeks',
    {
      config: { permission: 'read:settlement:own,any' },
      schema: { tags, params: driverParams, querystring: weeksQuery, response: { 200: settlementSummaries } },
    },
    async (request) =>
      service.listWeeks(db, currentAuth(request).user, request.params.driverId, request.query.limit),
  );

  app.get(
    week,
    {
      config: { permission: 'read:settlement:own,any' },
      schema: { tags, params: driverWeekParams, response: { 200: settlementResponse } },
    },
    async (request) =>
      service.readWeek(db, currentAuth(request).user, request.params.driverId, request.params.weekStart),
  );

  app.get(
    `${week}/pdf`,
    {
      config: { permission: 'read:settlement:own,any', reveals: NO_PROTECTED_FIELDS },
      schema: { tags, params: driverWeekParams },
    },
    async (request, reply) => {
      const { driverId, weekStart } = request.params;
      const settlement = await service.readWeek(db, currentAuth(request).user, driverId, weekStart);
      const pdf = await renderSettlementPdf(settlement, new Date());
      const name = settlement.number ?? `draft-${driverId}-${weekStart}`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="settlement-${name}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    `${week}/adjustments`,
    {
      config: { permission: 'manage:settlement:any' },
      schema: {
        tags,
        params: driverWeekParams,
        body: adjustmentRequest,
        response: { 201: settlementResponse },
      },
    },
    async (request, reply) => {
      const { driverId, weekStart } = request.params;
      const settlement = await service.addAdjustment(
        db,
        currentAuth(request).user,
        driverId,
        weekStart,
        request.body,
      );
      return reply.code(201).send(settlement);
    },
  );

  app.post(
    `${week}/issue`,
    {
      config: { permission: 'manage:settlement:any' },
      schema: { tags, params: driverWeekParams, response: { 200: settlementResponse } },
    },
    async (request) =>
      service.issueWeek(db, currentAuth(request).user, request.params.driverId, request.params.weekStart),
  );
};
