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
import { APP_ROWS } from './authz/app-rows';
import type { Row } from './authz/types';

export type { Built, Cell, Row, Target } from './authz/types';
export { WEB_FILE_ROUTE } from './authz/app-rows';

// Each module keeps the rows of its own routes in its folder (modules/<name>/authz-rows.ts,
// exporting AUTHZ_ROWS), so that a new endpoint changes its module's folder alone; the objects and
// shorthands they share are in authz/objects.ts. Only the routes no module registers (the web
// app's files, the API documentation, the live socket) have theirs here (authz-row-owners.test.ts).
const MODULE_ROWS = Object.values(
  import.meta.glob<{ AUTHZ_ROWS: readonly Row[] }>('../modules/*/authz-rows.ts', { eager: true }),
).flatMap((file) => file.AUTHZ_ROWS);

export const ROWS: readonly Row[] = [...APP_ROWS, ...MODULE_ROWS];
