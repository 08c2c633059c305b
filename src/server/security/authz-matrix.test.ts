/**
 * Every route the app registers x every actor x (own object, someone else's),
 * against the single table in authz-table.ts. A route without a row, or a row without a route,
 * fails. Refused requests must change nothing in the database; no answer may carry a secret.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROWS, WEB_FILE_ROUTE, type Row, type Target } from './authz-table';
import { answerOf, cellsOf, isSuccess, methodOf, prepare, send } from './support/cells';
import { changedTables, databaseChecksum } from './support/checksum';
import { registeredRoutes } from './support/routes';
import { findLeaks, knownSecrets, type Answer } from './support/secrets';
import { ACTORS, buildWorld, type World } from './support/world';
import { accessEntries, revealsAnything } from './support/access-log';

// A stand-in web build: the real one has hashed file names, the routes are the same kind.
const WEB_FILES = ['index.html', 'assets/app.js'];
const webRoot = mkdtempSync(join(tmpdir(), 'medlink-authz-web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><script type="module" src="/assets/app.js"></script>',
);
writeFileSync(join(webRoot, 'assets/app.js'), 'export {};');

let w: World;
const answers: Answer[] = [];

beforeAll(async () => {
  w = await buildWorld({ webRoot });
}, 120_000);
afterAll(async () => {
  await w?.t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The table key of a registered route; HEAD mirrors GET (Fastify adds it), so GET's row holds it. */
function rowKeyOf(route: { method: string; url: string }, all: Set<string>): string | null {
  if (route.method === 'HEAD' && all.has(`GET ${route.url}`)) return null;
  if (WEB_FILES.includes(route.url.slice(1))) return route.method === 'GET' ? WEB_FILE_ROUTE : null;
  return `${route.method} ${route.url}`;
}

describe('the authorisation table', () => {
  it('has exactly one row for every registered route, and a registered route for every row', () => {
    const routes = registeredRoutes(w.t.app);
    const all = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const keys = new Set(routes.map((r) => rowKeyOf(r, all)).filter((k): k is string => k !== null));
    const rows = ROWS.map((r) => r.route);
    const duplicated = rows.filter((r, i) => rows.indexOf(r) !== i);
    expect(duplicated, 'routes with more than one row').toEqual([]);
    expect(
      [...keys].filter((k) => !rows.includes(k)),
      'registered routes without a row in authz-table.ts',
    ).toEqual([]);
    expect(
      rows.filter((r) => !keys.has(r)),
      'rows in authz-table.ts without a registered route',
    ).toEqual([]);
  });
});

/** Sends every cell of a row; answers `actor own|other -> status` for comparison with the table. */
async function runRow(row: Row) {
  const cells = cellsOf(row);
  const expected: Record<string, number> = {};
  const actual: Record<string, number> = {};
  // Access-log entries each request left, and how many its answer should have left (decision 044).
  const reads: Record<string, number> = {};
  const shown: Record<string, number> = {};
  const record = async (label: string, method: string, prepared: ReturnType<typeof prepare>) => {
    const logged = await accessEntries(w.t.db);
    const response = await send(w, prepared, method);
    actual[label] = response.statusCode;
    reads[label] = (await accessEntries(w.t.db)) - logged;
    shown[label] = revealsAnything(w, row, method, response);
    answers.push(answerOf(row, label, response));
    const token = /^POST \/api\/(auth\/login|register)$/.test(row.route) && response.json().sessionToken;
    if (token) w.issuedTokens.add(token);
  };
  const label = (c: (typeof cells)[number]) => (row.object ? `${c.actor} ${c.which}` : c.actor);
  for (const c of cells) expected[label(c)] = c.expected;

  // Refusals first, on the shared objects, between two fingerprints of the whole database.
  const refused = cells.filter((c) => !isSuccess(c.expected));
  const targets = new Map<(typeof cells)[number], Target | undefined>();
  for (const c of refused) targets.set(c, await row.object?.(w, c.actor, c.which, false));
  const before = await databaseChecksum(w.t.db);
  for (const c of refused) await record(label(c), methodOf(row), prepare(w, row, c.actor, targets.get(c)));
  const changed = changedTables(before, await databaseChecksum(w.t.db));

  // Then the cells that should succeed; a request that changes something gets an object of its own.
  for (const c of cells.filter((c) => isSuccess(c.expected))) {
    const target = await row.object?.(w, c.actor, c.which, row.mutates === true);
    await record(label(c), methodOf(row), prepare(w, row, c.actor, target));
  }
  // HEAD answers like GET (Fastify runs the GET handler and drops the body).
  if (methodOf(row) === 'GET') {
    for (const c of cells) {
      const target = await row.object?.(w, c.actor, c.which, false);
      await record(`HEAD ${label(c)}`, 'HEAD', prepare(w, row, c.actor, target));
      expected[`HEAD ${label(c)}`] = c.expected;
    }
  }
  return { expected, actual, changed, reads, shown };
}

describe.each(ROWS.map((row) => [row.route, row] as const))('%s', (_route, row) => {
  it('answers each actor as the table says, and a refusal changes nothing', async () => {
    const { expected, actual, changed, reads, shown } = await runRow(row);
    expect(actual).toEqual(expected);
    expect(changed, 'tables a refused request changed').toEqual([]);
    expect(reads, 'access-log entries per request: one for each answer that showed protected fields').toEqual(
      shown,
    );
  });
});

describe('outside the route table', () => {
  it('boots the web app on any client-side path, for everyone', async () => {
    for (const actor of ACTORS) {
      const token = w.token[actor];
      const response = await w.t.app.inject({
        url: '/orders/42/track',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.statusCode, actor).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('answers an unknown /api path 404 with a message, whoever asks', async () => {
    for (const actor of ACTORS) {
      const token = w.token[actor];
      const response = await w.t.app.inject({
        url: '/api/orders/1/secrets',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.statusCode, actor).toBe(404);
      expect(response.json().message).toMatch(/No route/);
    }
  });
});

describe('the answers collected above', () => {
  it('carry no password hash, token hash, TOTP secret or session token but the sign-in one', async () => {
    expect(answers.length).toBeGreaterThan(500);
    const leaks = findLeaks(answers, await knownSecrets(w.t.db, w.issuedTokens));
    expect(leaks).toEqual([]);
  });
});
