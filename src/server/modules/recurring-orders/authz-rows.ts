/**
 * Matrix rows: standing orders. A client creates and changes its own (someone else's
 * answers 404, like an order); admin reads and changes all, and creates one for a client it names;
 * drivers have no standing orders.
 */
import { addDays, dayKey } from '@domain/central-time';
import { recurringOrders } from '../../db/schema/index';
import { BOOKING, body } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';
import { sideOf } from '../../security/support/world';

/** A standing order of the cell's side, starting a month out so no occurrence is booked yet. */
const standingOrder: NonNullable<Row['object']> = async (w, actor, which) => {
  const side = sideOf(actor, which);
  const [row] = await w.t.db
    .insert(recurringOrders)
    .values({
      clientId: w.clientId[side],
      rrule: 'FREQ=WEEKLY;COUNT=4',
      template: { ...BOOKING, pickupLatitude: 29.7073, pickupLongitude: -95.3978 },
      startDate: addDays(dayKey(new Date()), 30),
      timeOfDay: '09:00',
    })
    .returning({ id: recurringOrders.id });
  return { id: row!.id };
};

const owned = {
  anon: 401,
  client: [200, 404],
  otherClient: [200, 404],
  driver: 403,
  otherDriver: 403,
  admin: 200,
  pendingDriver: 403,
} as const;

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'POST /api/recurring-orders',
    anon: 401,
    client: 201,
    otherClient: 201,
    driver: 403,
    otherDriver: 403,
    admin: 201,
    pendingDriver: 403,
    mutates: true,
    build: (w, actor) => ({
      payload: {
        rrule: 'FREQ=WEEKLY;COUNT=4',
        startDate: addDays(dayKey(new Date()), 30),
        timeOfDay: '09:00',
        template: BOOKING,
        // Dispatch names the client it books for; a client never does.
        ...(actor === 'admin' ? { clientId: w.clientId.a } : {}),
      },
    }),
  },
  {
    route: 'GET /api/recurring-orders',
    anon: 401,
    client: 200,
    otherClient: 200,
    driver: 403,
    otherDriver: 403,
    admin: 200,
    pendingDriver: 403,
  },
  { route: 'GET /api/recurring-orders/:id', ...owned, object: standingOrder },
  {
    route: 'PATCH /api/recurring-orders/:id',
    ...owned,
    object: standingOrder,
    mutates: true,
    build: body({ status: 'paused' }),
  },
  { route: 'DELETE /api/recurring-orders/:id', ...owned, object: standingOrder, mutates: true },
];
