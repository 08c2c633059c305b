/**
 * GET /api/orders/{id}/label: the order's printable 4x6 in label (PDF), to whoever may see the
 * order (the same 404 as the order itself otherwise). PATCH /api/drivers/{driverId}/cold-chain:
 * dispatch records whether a driver can carry refrigerated and frozen jobs.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@domain/auth';
import { driverIdParam } from '@domain/driver';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { orderLabel, setColdChain } from './service';

export const coldChainRequest = z.object({
  coldChain: z.boolean({ message: 'coldChain must be true or false' }),
});
export const coldChainResponse = z.object({ driverId: z.number().int(), coldChain: z.boolean() });

export const labelRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/orders/:id/label',
    // The label prints both contacts' names and the recipient's phone.
    {
      config: { permission: 'read:order:own,assigned,any', reveals: ['contacts'] },
      schema: { tags: ['orders'], params: idParam },
    },
    async (request, reply) => {
      const { pdf, name } = await orderLabel(
        db,
        currentAuth(request).user,
        request.params.id,
        request.headers['accept-language'],
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.patch(
    '/api/drivers/:driverId/cold-chain',
    {
      config: { permission: 'update:driver-cold-chain:any' },
      schema: {
        tags: ['admin'],
        params: driverIdParam,
        body: coldChainRequest,
        response: { 200: coldChainResponse },
      },
    },
    async (request) =>
      setColdChain(
        db,
        currentAuth(request).user,
        request.params.driverId,
        request.body.coldChain,
        request.ip ?? null,
      ),
  );
};
