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
import type { WorkerSpec } from './workers';

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
  /** Registers the module's routes. */
  register(app: ModuleApp, context: Context): Promise<void>;
  /**
   * The module's background workers (workers.ts), their settings read from the context's config;
   * app.ts starts them when the app is ready and stops them when it closes.
   */
  workers?(context: Context, log: FastifyBaseLogger): WorkerSpec[];
  /** The contract's rows for routes whose rows live in the module's folder (operations.ts). */
  operations?: Record<string, Operation>;
}
