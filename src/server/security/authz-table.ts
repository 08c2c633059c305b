/**
 * THE authorisation matrix: one row per route the app registers, the status each actor gets on
 * its own object and on someone else's. authz-matrix.test.ts requires a row for every registered
 * route (and a route for every row); bad-input.test.ts uses the same rows to find an actor and a
 * request that would succeed, then breaks the request.
 *
 * Reading a row: actors are signed out (`anon`), client (A), other client (B), driver (A), other
 * driver (B), admin, and billing staff (see support/world.ts; a row that leaves billing out
 * refuses it, cells.ts). A cell is one status, or `[own, other]` where the
 * route acts on an object: `own` is the actor's side's object, `other` the opposite side's.
 * Someone else's order answers 404 where even its existence must not leak (contract), 403 where
 * the route itself is not for that role or the object is known to the caller.
 *
 * Rows marked `mutates` get a fresh object for every cell expected to succeed; refused cells use
 * the shared objects, and the test proves a refusal changed nothing.
 */
import { ROWS_DRIVER_DISPATCH } from './authz/rows-driver-dispatch';
import { ROWS_PUBLIC_ORDERS } from './authz/rows-public-orders';
import { ROWS_AUTOMATION } from './authz/rows-automation';
import { ROWS_CONVERSATIONS_NOTIFICATIONS } from './authz/rows-conversations-notifications';
import { ROWS_ADDRESS_BOOK } from './authz/rows-address-book';
import { ROWS_IMPORT } from './authz/rows-import';
import { ROWS_LIVE_MAP_ROUTES } from './authz/rows-live-map-routes';
import { ROWS_STANDING_ORDERS } from './authz/rows-standing-orders';
import { ROWS_AUTO_DISPATCH } from './authz/rows-auto-dispatch';
import { ROWS_FLOWS } from './authz/rows-flows';
import { ROWS_COMPLIANCE } from './authz/rows-compliance';
import { ROWS_DISPATCH_PLAN } from './authz/rows-dispatch-plan';
import { ROWS_RECEIVING } from './authz/rows-receiving';
import { ROWS_LANGUAGES } from './authz/rows-languages';
import { ROWS_ORGANIZATION_DATA, ROWS_ORGANIZATIONS } from './authz/rows-organizations';
import { ROWS_RATE_CARDS } from './authz/rows-rate-cards';
import { ROWS_INVOICES } from './authz/rows-invoices';
import { ROWS_DRIVER_PAY } from './authz/rows-driver-pay';
import type { Row } from './authz/types';

export type { Built, Cell, Row, Target } from './authz/types';
export { WEB_FILE_ROUTE } from './authz/rows-public-orders';

// A module may keep the rows of its own routes in its folder (modules/<name>/authz-rows.ts,
// exporting AUTHZ_ROWS), so that a new endpoint changes its module's folder alone.
const MODULE_ROWS = Object.values(
  import.meta.glob<{ AUTHZ_ROWS: readonly Row[] }>('../modules/*/authz-rows.ts', { eager: true }),
).flatMap((file) => file.AUTHZ_ROWS);

// The older rows live in authz/ by area; the objects they act on in authz/objects.ts.
export const ROWS: readonly Row[] = [
  ...ROWS_PUBLIC_ORDERS,
  ...ROWS_DRIVER_DISPATCH,
  ...ROWS_CONVERSATIONS_NOTIFICATIONS,
  ...ROWS_ADDRESS_BOOK,
  ...ROWS_IMPORT,
  ...ROWS_LIVE_MAP_ROUTES,
  ...ROWS_STANDING_ORDERS,
  ...ROWS_AUTO_DISPATCH,
  ...ROWS_DISPATCH_PLAN,
  ...ROWS_AUTOMATION,
  ...ROWS_FLOWS,
  ...ROWS_COMPLIANCE,
  ...ROWS_RECEIVING,
  ...ROWS_LANGUAGES,
  ...ROWS_ORGANIZATIONS,
  ...ROWS_ORGANIZATION_DATA,
  ...ROWS_RATE_CARDS,
  ...ROWS_INVOICES,
  ...ROWS_DRIVER_PAY,
  ...MODULE_ROWS,
];
