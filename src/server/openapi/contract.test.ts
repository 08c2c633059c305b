/**
 * The API contract: every route in the OpenAPI document has a unique operationId, a
 * summary, a tag and security; every error answer is the shared `Error` schema; the operations
 * table and the routes agree both ways; and /api/docs still renders the document.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@domain/error-codes';
import { createTestApp, type TestApp } from '../test/helper';
import { contractGaps, documentedRoutes, errorStatuses, routeKeyOfPath, SESSION_SECURITY } from './contract';
import { ERROR_SCHEMA_REF } from './errors';
import { OPERATIONS, TAGS } from './operations';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string }>;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags: Array<{ name: string }>;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, { properties?: { code?: { enum?: string[] } } }>;
  };
}

/** A route's own body for an error status, declared in its schema (kept as the route says). */
const OWN_ERROR_BODIES = new Set(['GET /api/health 503']);

let t: TestApp;
let document: Document;
let operations: Array<[key: string, operation: Operation]>;

beforeAll(async () => {
  t = await createTestApp();
  document = t.app.swagger() as unknown as Document;
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [
      routeKeyOfPath(method, path),
      operation,
    ]),
  );
});
afterAll(async () => t.close());

describe('the OpenAPI contract', () => {
  it('documents the API routes', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(documentedRoutes(document)).toContain('GET /api/orders/:id');
  });

  it('gives every route a unique operationId, a summary, a known tag and security', () => {
    const ids = new Map<string, string>();
    for (const [key, operation] of operations) {
      expect(operation.operationId, key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.get(operation.operationId!), `${key}: operationId also used by`).toBeUndefined();
      ids.set(operation.operationId!, key);
      expect(operation.summary?.trim(), key).toBeTruthy();
      expect(operation.tags, key).toHaveLength(1);
      expect(Object.keys(TAGS), key).toContain(operation.tags![0]);
      expect(operation.security, key).toBeDefined();
      for (const requirement of operation.security!)
        for (const scheme of Object.keys(requirement))
          expect(Object.keys(document.components.securitySchemes), key).toContain(scheme);
    }
    expect(document.tags.map((tag) => tag.name).sort()).toEqual(Object.keys(TAGS).sort());
  });

  it('asks public routes for nothing and every other route for a session', () => {
    const publicRoutes = operations.filter(([, operation]) => operation.security!.length === 0);
    expect(publicRoutes.map(([key]) => key).sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/public-config',
        'GET /api/public/track/:token',
        'POST /api/auth/login',
        'POST /api/auth/verify-email',
        'POST /api/auth/forgot-password',
        'POST /api/auth/reset-password',
        'POST /api/invitations/accept',
        'POST /api/invitations/preview',
        'POST /api/payments/stripe-webhook',
        'POST /api/pricing/calculate',
        'POST /api/register',
      ].sort(),
    );
    for (const [key, operation] of operations) {
      if (operation.security!.length > 0) expect(operation.security, key).toEqual(SESSION_SECURITY);
    }
  });

  it('marks as public exactly the routes that answer without a session', async () => {
    for (const [key, operation] of operations) {
      const [method, path] = key.split(' ') as [string, string];
      const response = await t.request({
        method: method as 'GET',
        url: path.replace(/:[A-Za-z]+/g, '1'),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode === 401, `${key} answered ${response.statusCode}`).toBe(
        operation.security!.length > 0,
      );
    }
  });

  it('answers every error with the shared Error schema, whose code is the catalogue', () => {
    const codes = document.components.schemas.Error?.properties?.code?.enum;
    expect(codes?.sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const [key, operation] of operations) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith('2')),
        `${key}: a success answer (unless it exists only to refuse)`,
      ).toBe(OPERATIONS[key]?.refusesAlways !== true);
      expect(statuses, `${key}: 500`).toContain('500');
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        if (OWN_ERROR_BODIES.has(`${key} ${status}`)) continue;
        const content = operation.responses[status]!.content ?? {};
        expect(Object.keys(content), `${key} ${status}`).toEqual(['application/json']);
        expect(content['application/json']!.schema, `${key} ${status}`).toEqual({ $ref: ERROR_SCHEMA_REF });
      }
    }
  });

  it('holds the shared schemas in components, each one referenced', () => {
    const schemas = document.components.schemas;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['Error', 'Order', 'User', 'SavedPlace', 'SavedPlaceRequestInput', 'Webhook']),
    );
    const get = (key: string) => operations.find(([k]) => k === key)![1];
    expect(get('PATCH /api/orders/:id').responses['200']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/Order',
    });
    const text = JSON.stringify(document);
    for (const name of Object.keys(schemas))
      expect(text, `components.schemas.${name} is used`).toContain(`"#/components/schemas/${name}"`);
  });

  it('derives the error answers from the route: session, role, object, input, write, limits', () => {
    const responses = (key: string) =>
      Object.keys(operations.find(([k]) => k === key)?.[1].responses ?? {}).map(Number);
    // Signed in, no input: only the session and the server.
    expect(responses('GET /api/auth/me')).toEqual([200, 401, 500, 503]);
    // An object by id, a body, a write behind a role check.
    expect(responses('POST /api/orders/:id/rating')).toEqual([
      201, 400, 401, 403, 404, 409, 413, 415, 422, 500, 503,
    ]);
    // No input, but a permission only dispatch holds: a client or driver gets 403, and the
    // document names the permission (the access policy's words, decision 023).
    expect(responses('GET /api/admin/stats')).toEqual([200, 401, 403, 500, 503]);
    const stats = operations.find(([k]) => k === 'GET /api/admin/stats')?.[1] as unknown as Record<
      string,
      unknown
    >;
    expect(stats['x-permission']).toBe('read:admin-stats:any');
    // Public with a body and a request limit: no session answers.
    expect(responses('POST /api/pricing/calculate')).toEqual([200, 400, 403, 413, 415, 429, 500]);
    // The table adds what only the service knows: a wrong password, a declined card.
    expect(responses('POST /api/auth/login')).toContain(401);
    expect(responses('POST /api/create-payment-intent')).toEqual(expect.arrayContaining([402, 502]));
    // Every operation says which 4xx it can give, except the two that read no input and need no session.
    const without4xx = operations.filter(
      ([, op]) => !Object.keys(op.responses).some((s) => s.startsWith('4')),
    );
    expect(without4xx.map(([key]) => key).sort()).toEqual(['GET /api/health', 'GET /api/public-config']);
  });

  it('has a table row for every route and a route for every row', () => {
    expect(contractGaps(document)).toEqual({ missing: [], stale: [] });
    for (const [key, operation] of operations) {
      expect(operation.operationId, key).toBe(OPERATIONS[key]!.operationId);
      expect(operation.summary, key).toBe(OPERATIONS[key]!.summary);
    }
  });

  it('names a route added without its row, and a row left behind by a removed route', () => {
    const added = {
      paths: { ...document.paths, '/api/orders/{id}/teleport': { post: { responses: {} } } },
    };
    expect(contractGaps(added)).toEqual({ missing: ['POST /api/orders/:id/teleport'], stale: [] });
    const withStaleRow = { ...OPERATIONS, 'GET /api/fax': OPERATIONS['GET /api/auth/me']! };
    expect(contractGaps(document, withStaleRow)).toEqual({ missing: [], stale: ['GET /api/fax'] });
  });

  it('derives error statuses without a document', () => {
    const facts = {
      key: 'DELETE /api/things/:id',
      method: 'DELETE',
      isPublic: false,
      guarded: true,
      hasBody: false,
      hasParams: true,
      hasQuery: false,
      rateLimited: false,
    };
    expect(errorStatuses(facts)).toEqual([400, 401, 403, 404, 409, 422, 500, 503]);
    expect(
      errorStatuses({ ...facts, method: 'GET', isPublic: true, guarded: false, hasParams: false }),
    ).toEqual([500]);
  });

  it('still renders /api/docs, and /api/docs/json is the same document', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
    const json = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const served = json.json() as Document;
    expect(served.openapi).toBe('3.0.3');
    expect(Object.keys(served.paths).sort()).toEqual(Object.keys(document.paths).sort());
    expect(served.paths['/api/orders/{id}']?.get?.operationId).toBe('getOrder');
  });

  it("declares every x- header a route's answer carries, so a client can find its cursor or count", () => {
    // Headers that speak to crawlers and caches, not to an API client.
    const notForClients = new Set(['x-robots-tag']);
    const modules = join(__dirname, '../modules');
    const set = new Set<string>();
    for (const file of readdirSync(modules, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      for (const match of readFileSync(join(modules, file), 'utf8').matchAll(/\.header\('(x-[a-z-]+)'/g))
        if (!notForClients.has(match[1]!)) set.add(match[1]!);
    }
    const declared = new Set(
      Object.values(OPERATIONS).flatMap((operation) => Object.keys(operation.headers ?? {})),
    );
    expect(set.size).toBeGreaterThan(0);
    expect([...set].filter((name) => !declared.has(name)).sort()).toEqual([]);
  });
});
