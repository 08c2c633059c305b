/**
 * Which server module registers each route: every module of module-registry.ts registered alone on
 * a bare Fastify instance, its routes read by an onRoute hook. Nothing is served, so the context
 * is a stand-in: registering a module declares its routes and touches no database.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig } from '../../config';
import { SERVER_MODULES, type ModuleContext } from '../../module-registry';
import type { ModuleApp } from '../../server-module';

/** `METHOD /url` -> the name of the module whose register() adds it (HEAD left out: GET's row holds it). */
export async function routeOwners(): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const context = {
    database: { kind: 'pglite' },
    db: {},
    config,
    distance: {},
    geocoder: {},
    sessions: {},
    linkMail: {},
    isShuttingDown: () => false,
    findSavedPlacesNamed: async () => [],
  } as unknown as ModuleContext;
  for (const serverModule of SERVER_MODULES) {
    const app = Fastify({ logger: false }) as unknown as ModuleApp;
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // The live socket's frame registry, which the driver's position frames join.
    app.decorate('socketFrames', { on: () => undefined });
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') owners.set(`${method} ${route.url}`, serverModule.name);
      }
    });
    await serverModule.register(app, context);
    await app.close();
  }
  return owners;
}
