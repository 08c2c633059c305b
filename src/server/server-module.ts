/**
 * The shape of a server module as app.ts sees it: a name, what it registers, and the contract rows
 * it keeps in its own folder. Each module's module.ts names the part of the app's context it takes
 * (the database, settings, adapters); module-registry.ts lists them and app.ts registers the list,
 * so a module's routes, workers and their settings change in the module's folder alone.
 *
 * The context's full type lives in module-registry.ts, not here: this file imports no module, so
 * every module may import it without a loop.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Operation } from './openapi/operation-types';

/** The instance buildApp makes: routes are Zod-typed plugins. */
export type ModuleApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface ServerModule<Context = object> {
  name: string;
  /** Registers the module's routes; a module with a worker starts it from its routes' plugin. */
  register(app: ModuleApp, context: Context): Promise<void>;
  /** The contract's rows for routes whose rows live in the module's folder (operations.ts). */
  operations?: Record<string, Operation>;
}
