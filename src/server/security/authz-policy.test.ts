/**
 * The authorisation matrix asked of the policy table directly, without HTTP. A route
 * declares the permission it needs (`config.permission`, read by the hook in
 * plugins/authenticate.ts). For each row of authz-table.ts and each role the table must answer as
 * the HTTP matrix expects: a role without the permission is refused (403) on every cell, a role
 * with it gets past the route on some cell. The few routes whose role check stays in the service
 * (SERVICE_CHECKED) are held to the same rows. authz-matrix.test.ts sends the rows over HTTP.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@domain/enums';
import { roleHasPermission, type PermissionString } from '../modules/access-policy/index';
import { createTestApp } from '../test/helper';
import { ROWS, type Row } from './authz-table';
import { cellsOf, isSuccess } from './support/cells';
import type { Actor } from './support/world';

/** The approved actors of the matrix and their roles (signed-out and pending drivers aside). */
const ROLE_OF: Partial<Record<Actor, Role>> = {
  client: 'client',
  otherClient: 'client',
  driver: 'driver',
  otherDriver: 'driver',
  admin: 'admin',
  billing: 'billing',
};

// Built before the rows are listed: each row's test needs the permission its route declares.
const t = await createTestApp();
const declared = t.app.routePermissions;
const access = t.app.routeAccess();
afterAll(async () => t.close());

/**
 * Routes whose role refusal stays in the service, after the body or query is parsed, so that a
 * malformed request still answers 400 as it always has (`permissionCheckedInService` beside the
 * permission the route declares). Each goes through the policy (`assertPermission`, the named
 * functions) there; the permission declared is the one it asks.
 */
const SERVICE_CHECKED: Record<string, PermissionString> = Object.fromEntries(
  [...access]
    .filter(([route, a]) => a.checkedInService && a.permission && !route.startsWith('HEAD '))
    .map(([route, a]) => [route, a.permission!]),
);

/** The statuses the matrix expects of one actor on one row (own object, then someone else's). */
const statusesOf = (row: Row, actor: Actor) =>
  cellsOf(row)
    .filter((c) => c.actor === actor)
    .map((c) => c.expected);

/** Whether the matrix refuses this actor on every cell of the row, as a role check does. */
const refusedOutright = (row: Row, actor: Actor) => statusesOf(row, actor).every((s) => s === 403);

const ACTORS = Object.entries(ROLE_OF) as [Actor, Role][];

describe('the permissions routes declare', () => {
  it('exist on every registered route: a permission, or public', () => {
    const silent = [...access].filter(([, a]) => !a.public && !a.permission).map(([route]) => route);
    expect(silent, 'routes that declare neither a permission nor public: true').toEqual([]);
  });

  it('leave the service-checked routes as before', () => {
    expect(Object.keys(SERVICE_CHECKED).sort()).toEqual([
      'GET /api/driver/:id/achievements',
      'GET /api/driver/:id/performance',
      'GET /api/driver/stats/:driverId',
      'GET /api/orders/:id/custody',
      'GET /api/orders/:id/custody/pdf',
      'GET /api/orders/:id/public-link',
      'GET /api/orders/client/:clientId',
      'GET /api/orders/driver/:driverId/active',
      'GET /api/stats/client/:clientId',
      'PATCH /api/orders/:id',
    ]);
  });

  it('cover every route the matrix closes to a whole role (or its service asks the policy)', () => {
    const unchecked = ROWS.filter(
      (row) =>
        !declared.has(row.route) &&
        !(row.route in SERVICE_CHECKED) &&
        ACTORS.some(([actor]) => refusedOutright(row, actor)),
    ).map((row) => row.route);
    expect(unchecked).toEqual([]);
  });

  it('name permissions some role holds, on routes of the matrix only', () => {
    const rows = new Set(ROWS.map((r) => r.route));
    expect([...declared.keys()].filter((k) => !k.startsWith('HEAD ') && !rows.has(k))).toEqual([]);
    for (const [route, permission] of [...declared, ...Object.entries(SERVICE_CHECKED)]) {
      const holders = ROLES.filter((r) => roleHasPermission(r, permission));
      expect(holders.length, `${route}: ${permission} is held by no role`).toBeGreaterThan(0);
    }
  });

  it('are declared by the route, not asked again in its service', () => {
    expect(Object.keys(SERVICE_CHECKED).filter((route) => declared.has(route))).toEqual([]);
  });
});

describe.each(ROWS.filter((row) => declared.has(row.route)).map((row) => [row.route, row] as const))(
  '%s',
  (route, row) => {
    it('the table answers each role as the HTTP matrix expects', () => {
      const permission = declared.get(route)!;
      const answers: Record<string, boolean> = {};
      const expected: Record<string, boolean> = {};
      for (const [actor, role] of ACTORS) {
        answers[actor] = roleHasPermission(role, permission);
        // Held: past the route's check on some cell. Not held: refused (403) on every cell.
        expected[actor] = !refusedOutright(row, actor);
      }
      expect(answers).toEqual(expected);
      // A pending driver holds a driver's permissions; what it is refused beyond, its vetting refuses.
      if (!roleHasPermission('driver', permission)) expect(refusedOutright(row, 'pendingDriver')).toBe(true);
    });
  },
);

describe.each(Object.entries(SERVICE_CHECKED))('%s (asked in its service)', (route, permission) => {
  it('the table answers each role as the HTTP matrix expects', () => {
    const row = ROWS.find((r) => r.route === route);
    expect(row, `${route} has no row in authz-table.ts`).toBeDefined();
    for (const [actor, role] of ACTORS) {
      const statuses = statusesOf(row!, actor);
      if (roleHasPermission(role, permission)) {
        expect(refusedOutright(row!, actor), `${actor} holds ${permission}`).toBe(false);
      } else {
        // Asked after the object is found: someone else's may still answer 404, never a success.
        expect(statuses.some(isSuccess), `${actor} lacks ${permission}`).toBe(false);
        // Billing staff have no order of their own: a service that looks the order up first answers
        // them as anyone who cannot see it (404), one that asks the role first 403.
        if (actor === 'billing') expect([403, 404], `${actor} on its own object`).toContain(statuses[0]);
        else expect(statuses[0], `${actor} on its own object`).toBe(403);
      }
    }
  });
});
