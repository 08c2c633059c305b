/**
 * The authorisation matrix's rows for the orders module's routes (security/authz-table.ts):
 * booking, reading, the client's list, dispatch's console (every order, address checks, approving
 * many at once) and bulk import (decision 016).
 */
import { adminOnly, body, BOOKING, clientUser, HOUSTON, order } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

// Bulk import: clients import for themselves and admins for a client they name; drivers neither.
// The body is a CSV file, not JSON.
const HEADER = 'pickupAddress,deliveryAddress,itemDescription,serviceType';
const line = `"${BOOKING.pickupAddress}","${BOOKING.deliveryAddress}",${BOOKING.itemDescription},${BOOKING.serviceType}`;

const importFile: NonNullable<Row['build']> = (w, actor) => ({
  // An admin names the client (client A); anyone else sends a client's own file.
  payload: actor === 'admin' ? `clientId,${HEADER}\n${w.clientId.a},${line}\n` : `${HEADER}\n${line}\n`,
  headers: { 'content-type': 'text/csv' },
});

const clientsAndAdmin = {
  anon: 401,
  client: 201,
  otherClient: 201,
  driver: 403,
  otherDriver: 403,
  admin: 201,
} as const;

export const AUTHZ_ROWS: readonly Row[] = [
  // Orders: booking, reading, the client's list.
  {
    route: 'POST /api/orders',
    anon: 401,
    client: 201,
    otherClient: 201,
    driver: 403,
    otherDriver: 403,
    admin: 403,
    mutates: true,
    build: body(BOOKING),
  },
  {
    route: 'GET /api/orders/:id',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: [200, 404],
    otherDriver: [200, 404],
    admin: 200,
    object: order('assigned'),
  },
  {
    route: 'PATCH /api/orders/:id',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: 403,
    otherDriver: 403,
    admin: 200,
    object: order('pending'),
    mutates: true,
    build: body({ status: 'cancelled' }),
  },
  {
    route: 'GET /api/orders/client/:clientId',
    anon: 401,
    client: [200, 403],
    otherClient: [200, 403],
    driver: 403,
    otherDriver: 403,
    admin: 200,
    object: clientUser,
  },
  { route: 'GET /api/orders', ...adminOnly },

  // The dispatch console.
  {
    route: 'POST /api/orders/:id/confirm-address',
    ...adminOnly,
    object: order('pending'),
    mutates: true,
    build: body({ end: 'pickup' }),
  },
  // The client moves its own order's pin; a viewer, another client or a driver cannot.
  {
    route: 'POST /api/orders/:id/pin',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: 403,
    otherDriver: 403,
    admin: 403,
    object: order('pending'),
    mutates: true,
    build: body({ end: 'pickup', ...HOUSTON }),
  },
  // Approving many orders at once (an import's result).
  {
    route: 'POST /api/orders/approve',
    ...adminOnly,
    object: order('pending'),
    mutates: true,
    build: (_w, _actor, target) => ({ payload: { orderIds: [target!.id] } }),
  },

  // Bulk import.
  { route: 'POST /api/orders/import', ...clientsAndAdmin, mutates: true, build: importFile },
  { route: 'GET /api/orders/import/template', ...clientsAndAdmin, client: 200, otherClient: 200, admin: 200 },
];
