/**
 * A route's authorisation rows live in the folder of the module that registers it
 * (modules/<name>/authz-rows.ts), so that adding an endpoint changes that module's folder alone.
 * Which module registers a route is read, not guessed from its URL: each module is registered by
 * itself on a bare Fastify (support/module-routes.ts). Only the routes no module registers keep
 * their rows in security/authz/app-rows.ts, and security/authz/ holds no other rows.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROWS, type Row } from './authz-table';
import { APP_ROWS } from './authz/app-rows';
import { routeOwners } from './support/module-routes';

const MODULE_FILES = import.meta.glob<{ AUTHZ_ROWS: readonly Row[] }>('../modules/*/authz-rows.ts', {
  eager: true,
});
/** Each module's rows, by the module's folder name (which is its registered name). */
const MODULE_ROWS = new Map(
  Object.entries(MODULE_FILES).map(([path, file]) => [path.split('/')[2]!, file.AUTHZ_ROWS] as const),
);

/** Files security/authz/ may hold: the shapes, the shared objects, the rows of app-level routes. */
const AUTHZ_FOLDER = ['app-rows.ts', 'objects.ts', 'types.ts'];

let owners: Map<string, string>;
beforeAll(async () => {
  owners = await routeOwners();
});

describe('where the authorisation rows live', () => {
  it('finds the routes every module registers', () => {
    // A stand-in context that registered nothing would pass everything below.
    expect(new Set(owners.values()).size).toBeGreaterThan(30);
    expect(owners.get('GET /api/orders/:id/rating')).toBe('ratings');
  });

  it("holds each module's rows in the folder of the module that registers the route", () => {
    const misplaced = [...MODULE_ROWS].flatMap(([module, rows]) =>
      rows
        .filter((row) => owners.get(row.route) !== module)
        .map((row) => `${row.route}: in ${module}, registered by ${owners.get(row.route) ?? 'no module'}`),
    );
    expect(misplaced).toEqual([]);
  });

  it("gives every route a module registers a row in that module's authz-rows.ts", () => {
    const missing = [...owners]
      .filter(([route, module]) => !MODULE_ROWS.get(module)?.some((row) => row.route === route))
      .map(([route, module]) => `${route}: no row in modules/${module}/authz-rows.ts`);
    expect(missing).toEqual([]);
  });

  it('keeps in app-rows.ts only the routes no module registers', () => {
    const owned = APP_ROWS.filter((row) => owners.has(row.route)).map(
      (row) => `${row.route}: registered by ${owners.get(row.route)}`,
    );
    expect(owned).toEqual([]);
  });

  it("assembles the table from the modules' files and app-rows.ts alone", () => {
    const assembled = [...APP_ROWS, ...[...MODULE_ROWS.values()].flat()].map((row) => row.route).sort();
    expect(ROWS.map((row) => row.route).sort()).toEqual(assembled);
  });

  it('has no other rows file in security/authz/', () => {
    const files = readdirSync(join(import.meta.dirname, 'authz')).sort();
    expect(files).toEqual(AUTHZ_FOLDER);
  });
});
