/**
 * The API contract as a product: one place turns the routes into the OpenAPI document.
 * For every route it applies the operations table (operationId, summary, tag) and what it derives
 * from the route itself: its security (a session, or none for a public route) and the error answers
 * it can give, each answering the one shared `Error` schema in components.
 *
 * All of it happens in @fastify/swagger's `transform`, which only writes the document: a response
 * schema added to the route itself would go through the zod serializer and change the answers.
 */
import type { FastifySchema, RouteOptions } from 'fastify';
import type {
  FastifyDynamicSwaggerOptions,
  SwaggerTransform,
  SwaggerTransformObject,
} from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorSchema } from '../error-handler';
import { ROLES } from '@domain/enums';
import { roleHasPermission, type PermissionString } from '../modules/access-policy/index';
import { SESSION_COOKIE } from '../plugins/authenticate';
import type { RequestLimits } from '../plugins/request-limits';
import { contractSchemas } from './components';
import { ERROR_STATUSES, errorResponse, successResponse, type ErrorStatus } from './errors';
import { OPERATIONS, TAGS } from './operations';

/** The security of a route behind a session: the httpOnly cookie or the same token as a Bearer. */
export const SESSION_SECURITY: Array<Record<string, string[]>> = [{ cookie: [] }, { bearer: [] }];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 'METHOD /url' as Fastify names the route (the table's and the request limits' key). */
export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** 'GET /api/orders/{id}' (the document's path) -> 'GET /api/orders/:id' (the table's key). */
export function routeKeyOfPath(method: string, path: string): string {
  return routeKey(method, path.replace(/\{([^}]+)\}/g, ':$1'));
}

export interface RouteFacts {
  key: string;
  method: string;
  isPublic: boolean;
  /** A route-level hook runs before the handler: a role guard (403) in this code base. */
  guarded: boolean;
  /** The access policy's permission the route declares (decision 023), if any. */
  permission?: string;
  hasBody: boolean;
  hasParams: boolean;
  hasQuery: boolean;
  rateLimited: boolean;
}

/**
 * The error statuses a route can answer, from what it is: input that is validated (400), a session
 * it needs (401; the database behind it, 503), a role or object check or a cross-site write (403),
 * an object it names (404), a write (409: a concurrent change or an idempotent retry still running;
 * 422: an Idempotency-Key reused), a body (413, 415), a request limit (429), and always 500.
 */
export function errorStatuses(route: RouteFacts, extra: readonly ErrorStatus[] = []): ErrorStatus[] {
  const write = !SAFE_METHODS.has(route.method);
  const statuses = new Set<ErrorStatus>([500, ...extra]);
  if (route.hasBody || route.hasParams || route.hasQuery) statuses.add(400);
  if (!route.isPublic) statuses.add(401).add(503);
  if (write || (!route.isPublic && (route.guarded || route.hasParams))) statuses.add(403);
  if (route.hasParams) statuses.add(404);
  if (write && !route.isPublic) statuses.add(409).add(422);
  if (route.hasBody) statuses.add(413).add(415);
  if (route.rateLimited) statuses.add(429);
  return ERROR_STATUSES.filter((status) => statuses.has(status));
}

function heldByEveryRole(permission: PermissionString): boolean {
  return ROLES.every((role) => roleHasPermission(role, permission));
}

function hasHook(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : typeof value === 'function';
}

function factsOf(route: RouteOptions, url: string, schema: FastifySchema, limits: RequestLimits): RouteFacts {
  const method = [route.method].flat()[0] ?? 'GET';
  const key = routeKey(method, url);
  const config = (route.config ?? {}) as { public?: boolean; rateLimit?: unknown; permission?: string };
  return {
    key,
    method: method.toUpperCase(),
    isPublic: config.public === true,
    // A declared permission some role lacks (the access policy's hook, or its service) or a hook of
    // the route's own refuses with 403; one every role holds refuses no signed-in caller.
    permission: config.permission,
    guarded:
      (config.permission !== undefined && !heldByEveryRole(config.permission as PermissionString)) ||
      hasHook(route.preValidation) ||
      hasHook(route.preHandler) ||
      hasHook(route.onRequest),
    hasBody: schema.body !== undefined,
    hasParams: schema.params !== undefined,
    hasQuery: schema.querystring !== undefined,
    rateLimited: key in limits || config.rateLimit !== undefined,
  };
}

const zodTransform = createJsonSchemaTransform({ schemaRegistry: contractSchemas });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: contractSchemas });

/** @fastify/swagger's `transform`: the zod schemas to JSON Schema, then the contract's parts. */
export function contractTransform(limits: RequestLimits): SwaggerTransform {
  return (document) => {
    const { schema: zodSchema, route, url } = document;
    const transformed = zodTransform(document as Parameters<typeof zodTransform>[0]);
    const schema = transformed.schema as FastifySchema & Record<string, unknown>;
    if (!zodSchema || schema.hide) return transformed;
    const facts = factsOf(route, url, zodSchema, limits);
    const operation = OPERATIONS[facts.key];
    // A route without its row keeps what it has: contract.test.ts names it.
    if (!operation) return transformed;
    const response = { ...(schema.response as Record<string, unknown> | undefined) };
    if (operation.success && !Object.keys(response).some((status) => status.startsWith('2')))
      response[operation.success.status] = successResponse(operation.success);
    if (operation.headers) {
      for (const status of Object.keys(response).filter((key) => key.startsWith('2'))) {
        // @fastify/swagger moves a response schema's `headers` to the answer's headers.
        response[status] = { ...(response[status] as object), headers: operation.headers };
      }
    }
    for (const status of errorStatuses(facts, operation.errors)) {
      // A route that declares its own body for an error status (health's 503) keeps it.
      response[status] ??= errorResponse(status);
    }
    return {
      url: transformed.url,
      schema: {
        ...schema,
        operationId: operation.operationId,
        summary: operation.summary,
        ...(facts.permission ? { 'x-permission': facts.permission } : {}),
        tags: [operation.tag],
        security: facts.isPublic ? [] : SESSION_SECURITY,
        response,
      },
    };
  };
}

type JsonNode = Record<string, unknown>;

/** OpenAPI 3.0's schema that accepts `null` and nothing else (as @fastify/swagger writes it). */
const NULL_ONLY = { type: 'object', nullable: true, enum: [null] };

/**
 * OpenAPI 3.0's `nullable` applies to a `type` beside it, and zod writes it beside a composition: a
 * nullable date string (`anyOf` of one member, whose keywords move up beside it), or a nullable
 * shared schema (`allOf: [$ref]`), which becomes "that schema, or null".
 */
function fixNullable(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(fixNullable);
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonNode;
  if (schema.nullable === true && schema.type === undefined) {
    const anyOf = schema.anyOf;
    const allOf = schema.allOf;
    const single = Array.isArray(anyOf) && anyOf.length === 1 ? (anyOf[0] as JsonNode) : undefined;
    if (single?.type !== undefined && Object.keys(single).every((key) => !(key in schema))) {
      delete schema.anyOf;
      Object.assign(schema, single);
    } else if (Array.isArray(allOf) && allOf.length === 1 && schema.anyOf === undefined) {
      delete schema.nullable;
      delete schema.allOf;
      schema.anyOf = [allOf[0], { ...NULL_ONLY }];
    } else if (Array.isArray(anyOf)) {
      delete schema.nullable;
      schema.anyOf = [...(anyOf as unknown[]), { ...NULL_ONLY }];
    }
  }
  for (const value of Object.values(schema)) fixNullable(value);
}

/** Every `$ref` target under `node`. */
function collectRefs(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.add(value);
      else collectRefs(value, into);
    }
  }
  return into;
}

/**
 * The registry's schemas come in an input and an output form each; only the forms a route (or
 * another shared schema) refers to stay in components.
 */
function dropUnreferencedSchemas(document: { paths?: unknown; components?: { schemas?: JsonNode } }): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const prefix = '#/components/schemas/';
  const kept = new Set<string>();
  let pending = [...collectRefs(document.paths, new Set())];
  while (pending.length > 0) {
    const next: string[] = [];
    for (const ref of pending) {
      const name = ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
      if (!name || kept.has(name) || !(name in schemas)) continue;
      kept.add(name);
      next.push(...collectRefs(schemas[name], new Set()));
    }
    pending = next;
  }
  for (const name of Object.keys(schemas)) if (!kept.has(name)) delete schemas[name];
}

/** @fastify/swagger's `transformObject`: zod's registered components, then the 3.0 fixes. */
export const contractTransformObject: SwaggerTransformObject = (document) => {
  const result = zodTransformObject(document);
  dropUnreferencedSchemas(result as Parameters<typeof dropUnreferencedSchemas>[0]);
  fixNullable(result);
  return result;
};

/** The options of @fastify/swagger: the document's frame and the transforms above. */
export function swaggerOptions(limits: RequestLimits): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'MedLink API',
        version: '0.1.0',
        description:
          'Medical and financial courier platform. Every error answer is `Error`: a `message` for people ' +
          'and a stable `code` for programs.',
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The session token, as a Bearer token' },
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The httpOnly session cookie set at sign-in',
          },
        },
        schemas: { Error: errorSchema },
      },
    },
    transform: contractTransform(limits),
    transformObject: contractTransformObject,
  };
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

/** The document's operations as table keys ('GET /api/orders/:id'). */
export function documentedRoutes(document: { paths?: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => HTTP_METHODS.has(method))
      .map((method) => routeKeyOfPath(method, path)),
  );
}

/**
 * What the operations table and the routes disagree on: routes without a row (an endpoint added
 * without its contract) and rows without a route (an endpoint removed or renamed).
 */
export function contractGaps(
  document: { paths?: Record<string, Record<string, unknown>> },
  operations: Record<string, unknown> = OPERATIONS,
): { missing: string[]; stale: string[] } {
  const routes = documentedRoutes(document);
  const documented = new Set(routes);
  return {
    missing: routes.filter((key) => !Object.hasOwn(operations, key)),
    stale: Object.keys(operations).filter((key) => !documented.has(key)),
  };
}
