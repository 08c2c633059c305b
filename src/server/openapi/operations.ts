/**
 * The API contract's table: every route, keyed 'METHOD /url' as Fastify names it, with
 * its operationId, summary and tag. `contract.ts` applies it to the OpenAPI document, with the
 * security and error answers it derives from the route itself; `errors` adds the statuses only this
 * route's service gives (a payment declined, a wrong password), which the route cannot show.
 *
 * A new endpoint needs its row: in its module's operations.ts (named by the module's module.ts), or
 * for the older areas in operations-booking.ts, operations-work.ts or operations-compliance.ts.
 * `contract.test.ts` fails for a route without one, and for a row whose route is gone.
 */
import { BOOKING_OPERATIONS } from './operations-booking';
import type { Operation } from './operation-types';
import { WORK_OPERATIONS } from './operations-work';
import { COMPLIANCE_OPERATIONS } from './operations-compliance';
import { SERVER_MODULES } from '../module-registry';

export { TAGS, type Operation, type Tag } from './operation-types';

function joinTables(...tables: Record<string, Operation>[]): Record<string, Operation> {
  const joined: Record<string, Operation> = {};
  for (const table of tables) {
    for (const [route, operation] of Object.entries(table)) {
      // Two rows for one route would let the later one win without a word.
      if (route in joined) throw new Error(`The API contract lists ${route} twice`);
      joined[route] = operation;
    }
  }
  return joined;
}

/** Every route's row: the booking side and the work side of the product, compliance, organisations. */
export const OPERATIONS = joinTables(
  BOOKING_OPERATIONS,
  WORK_OPERATIONS,
  COMPLIANCE_OPERATIONS,
  ...SERVER_MODULES.map((serverModule) => serverModule.operations ?? {}),
);
