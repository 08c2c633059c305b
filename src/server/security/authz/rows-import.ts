/**
 * Matrix rows: bulk import of orders (decision 016). Clients import for themselves and
 * admins for a client they name; drivers neither. The body is a CSV file, not JSON.
 */
import { BOOKING } from './objects';
import type { Row } from './types';

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

export const ROWS_IMPORT: readonly Row[] = [
  { route: 'POST /api/orders/import', ...clientsAndAdmin, mutates: true, build: importFile },
  { route: 'GET /api/orders/import/template', ...clientsAndAdmin, client: 200, otherClient: 200, admin: 200 },
];
