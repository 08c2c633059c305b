/**
 * The API contract's table: every route, keyed 'METHOD /url' as Fastify names it, with
 * its operationId, summary and tag. `contract.ts` applies it to the OpenAPI document, with the
 * security and error answers it derives from the route itself; `errors` adds the statuses only this
 * route's service gives (a payment declined, a wrong password), which the route cannot show.
 *
 * A new endpoint needs its row in the operations.ts of the module that registers it, named by the
 * module's module.ts. `contract.test.ts` fails for a route without one, and for a row whose route is
 * gone; `row-owners.test.ts` fails for a row kept in another module's table.
 */
import type { Operation } from './operation-types';
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

/** Every route's row, from the modules that register the routes (every API route is a module's). */
export const OPERATIONS = joinTables(...SERVER_MODULES.map((serverModule) => serverModule.operations ?? {}));
