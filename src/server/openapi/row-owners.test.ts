/**
 * Each row of the API contract's table lives with its route: in the operations.ts of the module
 * that registers the route, so adding an endpoint touches that module's folder and no shared file.
 * Each module is registered alone on a bare Fastify that records its routes; that gives every
 * route's module without a database or the rest of the app.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { SERVER_MODULES, type ModuleContext } from '../module-registry';
import type { ModuleApp, ServerModule } from '../server-module';
import { routeKey } from './contract';
import { OPERATIONS, type Operation } from './operations';

/** Where a row or a route belongs: a module's name, or the app for one no module registers. */
const APP = 'the app';

/**
 * What registering a module may read: its settings and which database it runs on. Anything else
 * (the database handle, the mailer) is handed over unread; a module that reads it while registering
 * fails here, naming it.
 */
const unread = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`A module read ${String(name)} of its context while registering its routes`);
    },
  },
);
const known: Partial<ModuleContext> = {
  config: loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }),
  database: { kind: 'pglite', connections: 1 } as ModuleContext['database'],
};
const context = new Proxy(known, {
  get: (target, name) => (name in target ? target[name as keyof ModuleContext] : unread),
}) as ModuleContext;

/** The 'METHOD /url' keys of the routes one module registers. */
async function routesOf(serverModule: ServerModule<ModuleContext>): Promise<string[]> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The live-socket plugin's decoration, which the driver's positions subscribe to.
  app.decorate('socketFrames', { on: () => undefined });
  const keys: string[] = [];
  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD for every GET; the contract names the GET.
    for (const method of [route.method].flat()) if (method !== 'HEAD') keys.push(routeKey(method, route.url));
  });
  try {
    await serverModule.register(app as unknown as ModuleApp, context);
    await app.ready();
  } finally {
    await app.close();
  }
  return keys;
}

/** Each row whose table is not its route's module's, said as a sentence naming both. */
function misplacedRows(
  tables: ReadonlyArray<{ name: string; operations?: Record<string, Operation> }>,
  allRows: Record<string, Operation>,
  routeModule: ReadonlyMap<string, string>,
): string[] {
  const tableOf = new Map<string, string>();
  for (const table of tables)
    for (const key of Object.keys(table.operations ?? {})) tableOf.set(key, table.name);
  return Object.keys(allRows).flatMap((key) => {
    const heldBy = tableOf.get(key) ?? APP;
    const registeredBy = routeModule.get(key) ?? APP;
    return heldBy === registeredBy
      ? []
      : [`${key}: its row is in ${heldBy}'s table, its route in ${registeredBy}`];
  });
}

const routeModule = new Map<string, string>();

beforeAll(async () => {
  for (const serverModule of SERVER_MODULES) {
    for (const key of await routesOf(serverModule)) {
      expect(routeModule.get(key), `${key} registered twice`).toBeUndefined();
      routeModule.set(key, serverModule.name);
    }
  }
});

describe("the API contract's rows", () => {
  it('finds the module of every row', () => {
    expect(routeModule.size).toBeGreaterThanOrEqual(Object.keys(OPERATIONS).length);
    expect(Object.keys(OPERATIONS).filter((key) => !routeModule.has(key))).toEqual([]);
  });

  it('keeps each row in the operations.ts of the module that registers its route', () => {
    expect(misplacedRows(SERVER_MODULES, OPERATIONS, routeModule)).toEqual([]);
  });

  it("names a row kept in another module's table, and a module's row kept by the app", () => {
    const rating = 'POST /api/orders/:id/rating';
    const ratings = SERVER_MODULES.find((serverModule) => serverModule.name === 'ratings')!;
    const webhooks = SERVER_MODULES.find((serverModule) => serverModule.name === 'webhooks')!;
    const { [rating]: row, ...otherRatings } = ratings.operations!;
    const moved = [
      { name: 'ratings', operations: otherRatings },
      { name: 'webhooks', operations: { ...webhooks.operations, [rating]: row! } },
    ];
    expect(misplacedRows(moved, OPERATIONS, routeModule)).toContain(
      `${rating}: its row is in webhooks's table, its route in ratings`,
    );
    const left = [{ name: 'ratings', operations: otherRatings }];
    expect(misplacedRows(left, { [rating]: row! }, routeModule)).toEqual([
      `${rating}: its row is in the app's table, its route in ratings`,
    ]);
  });
});
