/**
 * For every route that takes a body, a query or path parameters, a few hundred
 * malformed requests sent by an actor the route would serve, around a request that would succeed.
 * Each must answer 4xx (never 5xx) with a JSON `message`, and leave the database as it was.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROWS, type Row } from './authz-table';
import { expectedStatus, isSuccess, methodOf, prepare } from './support/cells';
import { changedTables, databaseChecksum } from './support/checksum';
import {
  hostileRequests,
  malformedRequests,
  SCRIPT,
  SQL,
  type JsonSchema,
  type MalformedRequest,
  type Operation,
} from './support/malformed';
import { isErrorCode } from '@domain/error-codes';
import { findLeaks, knownSecrets, type Answer } from './support/secrets';
import { buildWorld, type Actor, type CoreActor, type World } from './support/world';

/** Requests per route; the systematic ones come first, random mixes fill up to this. */
const PER_ROUTE = Number(process.env.BAD_INPUT_PER_ROUTE ?? 150);

let w: World;
let operations: Map<string, Operation>;
const answers: Answer[] = [];
const tried = new Set<string>();

beforeAll(async () => {
  // Failed sign-ins among the malformed ones would lock the demo accounts the other routes use.
  w = await buildWorld({
    // Likewise the per-session request limits (request-limits.test.ts tests those).
    env: {
      LOGIN_MAX_FAILURES_PER_USER: '100000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      RATE_PRICING_PER_SESSION: '100000',
      RATE_MESSAGES_PER_SESSION: '100000',
      RATE_PLACES_PER_SESSION: '100000',
    },
  });
  operations = await readOperations();
}, 120_000);
afterAll(async () => w?.t.close());

/** Routes with input, from the OpenAPI document the app serves (generated from the zod schemas). */
async function readOperations() {
  const doc = (await w.t.app.inject({ url: '/api/docs/json' })).json();
  const found = new Map<string, Operation>();
  for (const [path, methods] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []) as Operation['params'];
      const body = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
      if (!params.length && !body) continue;
      const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      found.set(route, { method: method.toUpperCase(), path, params, body });
    }
  }
  return found;
}

const SIGNED_IN: CoreActor[] = ['client', 'driver', 'admin', 'otherClient', 'otherDriver'];
/** Signed-in actors the route also serves, other than the first. */
const otherServedActors = (row: Row, first: Actor) =>
  SIGNED_IN.filter((a) => a !== first && isSuccess(expectedStatus(row[a], 'own')));

/** The actor the route serves (so validation, not the role check, is what refuses). */
function servedActor(row: Row): CoreActor {
  const order: CoreActor[] = ['client', 'driver', 'admin', 'otherClient', 'otherDriver', 'anon'];
  return (
    order.find((a) => isSuccess(expectedStatus(row[a], 'own'))) ??
    order.find((a) => ![401, 403].includes(expectedStatus(row[a], 'own')))!
  );
}

let sent = 0;
let address = 0;
/** A different client address per request: per-address rate limits are not under test here. */
const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

async function sendRaw(row: Row, token: string | null, r: MalformedRequest) {
  const response = await w.t.app.inject({
    method: methodOf(row),
    url: r.url,
    remoteAddress: nextAddress(),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(r.contentType ? { 'content-type': r.contentType } : {}),
    },
    ...(r.body !== undefined ? { payload: r.body } : {}),
  });
  sent++;
  answers.push({
    route: row.route,
    who: r.what,
    status: response.statusCode,
    body: response.body,
    headers: {},
  });
  let message: unknown;
  let code: unknown;
  try {
    ({ message, code } = response.json() as { message?: unknown; code?: unknown });
  } catch {
    message = undefined;
  }
  // An error answer carries a message for people and a catalogued code for programs.
  const hasMessage =
    typeof message === 'string' && message.length > 0 && (response.statusCode < 400 || isErrorCode(code));
  return {
    status: response.statusCode,
    hasMessage,
    line: `${r.what} -> ${response.statusCode} ${response.body.slice(0, 160)}`,
  };
}

/** A request the actor could send successfully: its own object (a new one if the route changes it). */
async function baseRequest(row: Row, actor: Actor) {
  const target = await row.object?.(w, actor, 'own', row.mutates === true);
  return prepare(w, row, actor, target);
}

describe.each(ROWS.map((row) => [row.route, row] as const))('%s', (route, row) => {
  it('answers every malformed request 4xx with a message and changes nothing', async () => {
    const op = operations.get(route);
    if (!op) return; // no input to break
    tried.add(route);
    // The actor the route serves sends everything; the other actors it serves send the bad ids
    // and queries too, since their requests take other paths (a client's own list, admin's any).
    const actor = servedActor(row);
    const seed = [...route].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) >>> 0;
    const base = await baseRequest(row, actor);
    const batches = [{ actor, base, requests: malformedRequests(op, base, PER_ROUTE, seed) }];
    for (const other of otherServedActors(row, actor)) {
      const otherBase = await baseRequest(row, other);
      batches.push({
        actor: other,
        base: otherBase,
        requests: malformedRequests(op, otherBase, 0, seed, 'params'),
      });
    }
    const ignoreFailedSignIns = route === 'POST /api/auth/login';
    // Sign-up answers a taken name as it answers a new one (decision 068): ' client' is trimmed to
    // the demo's name and accepted by design, and the email says the rest.
    const acceptedByDesign = (what: string) =>
      route === 'POST /api/register' && what === 'body username=" client"';

    const before = await databaseChecksum(w.t.db, { ignoreFailedSignIns });
    const problems: string[] = [];
    for (const batch of batches) {
      for (const r of batch.requests) {
        if (acceptedByDesign(r.what)) continue;
        const answer = await sendRaw(row, batch.base.token, r);
        if (answer.status < 400 || answer.status > 499 || !answer.hasMessage)
          problems.push(`${batch.actor}: ${answer.line}`);
      }
    }
    const changed = changedTables(before, await databaseChecksum(w.t.db, { ignoreFailedSignIns }));

    // Then valid but hostile text: accepted or refused, never a failure of ours.
    for (const r of hostileRequests(op, base)) {
      const answer = await sendRaw(row, base.token, r);
      if (answer.status >= 500 || (answer.status >= 400 && !answer.hasMessage))
        problems.push(`hostile: ${answer.line}`);
    }

    expect(batches[0]!.requests.length).toBeGreaterThanOrEqual(Math.min(PER_ROUTE, 25));
    expect(problems, `${route} as ${actor}`).toEqual([]);
    expect(changed, `tables changed by malformed ${route}`).toEqual([]);
  });
});

describe('inputs the app accepts', () => {
  it('every route that takes input was tried above', () => {
    expect([...operations.keys()].filter((r) => !tried.has(r))).toEqual([]);
    // A few hundred per route on average, across the routes that take input.
    expect(sent / tried.size).toBeGreaterThan(Math.min(PER_ROUTE, 100));
    console.info(`bad input: ${sent} requests to ${tried.size} routes`);
  });

  it('the database fingerprint notices any write, even one of the same value', async () => {
    const before = await databaseChecksum(w.t.db);
    await w.t.db.execute(sql`update orders set status = status where id = ${w.orders.open.a}`);
    expect(changedTables(before, await databaseChecksum(w.t.db))).toEqual([
      expect.stringMatching(/^orders:/),
    ]);
  });

  it('stores SQL and script text in free-text fields as plain text', async () => {
    const id = w.orders.assigned.a;
    for (const content of [...SQL, ...SCRIPT]) {
      const sent = await w.t.request({
        method: 'POST',
        url: `/api/orders/${id}/messages`,
        token: w.token.client!,
        payload: { content },
      });
      expect(sent.statusCode, content).toBe(201);
      expect(sent.json().content).toBe(content);
    }
    const read = await w.t.request({
      method: 'GET',
      url: `/api/orders/${id}/messages`,
      token: w.token.client!,
    });
    const contents = (read.json() as { content: string }[]).map((m) => m.content);
    expect(contents).toEqual(expect.arrayContaining([...SQL, ...SCRIPT]));
    // The tables are still there and answer.
    expect(
      (await w.t.request({ method: 'GET', url: `/api/orders/${id}`, token: w.token.client! })).statusCode,
    ).toBe(200);
  });

  it('ignores fields a caller may not set (client, price, status, role)', async () => {
    const booked = await w.t.request({
      method: 'POST',
      url: '/api/orders',
      token: w.token.client!,
      payload: {
        serviceType: 'medical_equipment',
        pickupAddress: '6565 Fannin St, Houston, TX 77030',
        pickupLatitude: '29.707300',
        pickupLongitude: '-95.397800',
        deliveryAddress: '1200 Main St, Houston, TX 77002',
        deliveryLatitude: '29.760400',
        deliveryLongitude: '-95.369800',
        itemDescription: 'Infusion pump',
        clientId: w.clientId.b,
        totalCost: '0.01',
        status: 'delivered',
        driverId: w.driverId.a,
      },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ clientId: w.clientId.a, status: 'pending', driverId: null });
    expect(Number(booked.json().totalCost)).toBeGreaterThan(1);

    const admin = await w.t.signUp({
      username: `sec${Date.now().toString(36)}`,
      email: `sec${Date.now().toString(36)}@example.com`,
      password: 'Secure-pass1',
      firstName: 'Eve',
      lastName: 'Admin',
      role: 'admin',
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toMatch(/admin/i);
  });

  it('no answer to a malformed request carried a secret', async () => {
    expect(findLeaks(answers, await knownSecrets(w.t.db, w.issuedTokens))).toEqual([]);
  });
});
