/** Matrix rows: automation for dispatch (webhooks). Admin only, whatever the object. */
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { adminOnly, body } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

/**
 * An endpoint on a closed loopback port (the world allows private webhook URLs for this), paused so
 * that the matrix's own order changes queue nothing for it.
 */
const webhook: NonNullable<Row['object']> = async (w) => {
  const [row] = await w.t.db
    .insert(webhookEndpoints)
    .values({
      url: 'http://127.0.0.1:9/matrix',
      events: ['order.created'],
      secret: 'whsec_matrix',
      active: false,
    })
    .returning({ id: webhookEndpoints.id });
  return { id: row!.id };
};

/** A delivery that already gave up, for replay. */
const delivery: NonNullable<Row['object']> = async (w, actor, which, fresh) => {
  const webhookId = Number((await webhook(w, actor, which, fresh)).id);
  const [row] = await w.t.db
    .insert(webhookDeliveries)
    .values({
      webhookId,
      event: 'order.created',
      payload: { event: 'order.created' },
      state: 'failed',
      attempts: 8,
    })
    .returning({ id: webhookDeliveries.id });
  return { id: row!.id };
};

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'POST /api/webhooks',
    ...adminOnly,
    admin: 201,
    mutates: true,
    build: body({ url: 'http://127.0.0.1:9/matrix', events: ['order.created'] }),
  },
  { route: 'GET /api/webhooks', ...adminOnly },
  {
    route: 'PATCH /api/webhooks/:id',
    ...adminOnly,
    object: webhook,
    mutates: true,
    build: body({ active: false }),
  },
  { route: 'DELETE /api/webhooks/:id', ...adminOnly, admin: 204, object: webhook, mutates: true },
  { route: 'POST /api/webhooks/:id/secret', ...adminOnly, object: webhook, mutates: true },
  // The test event goes to the closed port at once: the admin gets 200 saying it was not delivered.
  { route: 'POST /api/webhooks/:id/test', ...adminOnly, object: webhook, mutates: true },
  { route: 'GET /api/webhooks/:id/deliveries', ...adminOnly, object: webhook },
  {
    route: 'POST /api/webhooks/deliveries/:deliveryId/replay',
    ...adminOnly,
    admin: 201,
    object: delivery,
    mutates: true,
  },
];
