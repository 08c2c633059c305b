/**
 * Matrix rows: a client organisation. Its members read it; its owner (the demo clients are
 * owners) invites, removes and sets cost centres, and another organisation's id answers 404, its
 * existence hidden. Drivers and dispatch have none. Joining is public: a link the server never
 * issued is refused whoever sends it (organizations.test.ts walks a real one).
 */
import { organizations, users } from '../../db/schema/index';
import { uniqueName } from '../../test/helper';
import type { Side, World } from '../support/world';
import { sideOf } from '../support/world';
import { body, everyone } from './objects';
import type { Cell, Row } from './types';

const organizationIds = new WeakMap<World, Partial<Record<Side, number>>>();

/** The organisation the side's client owns, read as that client sees itself. */
async function organizationOf(w: World, side: Side): Promise<number> {
  const cache = organizationIds.get(w) ?? {};
  organizationIds.set(w, cache);
  if (cache[side] === undefined) {
    const token = side === 'a' ? w.account.client.token : w.account.otherClient.token;
    const me = await w.t.request({ method: 'GET', url: '/api/auth/me', token });
    cache[side] = me.json().organizationId as number;
  }
  return cache[side]!;
}

export const organization: NonNullable<Row['object']> = async (w, actor, which) => ({
  id: await organizationOf(w, sideOf(actor, which)),
});

/** A booker of the side's organisation: a shared one for refusals, a new one for each removal. */
const sharedMembers = new WeakMap<World, Partial<Record<Side, number>>>();
async function newMember(w: World, organizationId: number): Promise<number> {
  const username = uniqueName('member');
  const [row] = await w.t.db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      passwordHash: 'not-a-login',
      firstName: 'Matrix',
      lastName: 'Member',
      role: 'client',
      organizationId,
      organizationRole: 'booker',
    })
    .returning({ id: users.id });
  return row!.id;
}
const member: NonNullable<Row['object']> = async (w, actor, which, fresh) => {
  const side = sideOf(actor, which);
  const organizationId = await organizationOf(w, side);
  if (fresh) return { id: organizationId, driverId: await newMember(w, organizationId) };
  const cache = sharedMembers.get(w) ?? {};
  sharedMembers.set(w, cache);
  cache[side] ??= await newMember(w, organizationId);
  return { id: organizationId, driverId: cache[side] };
};

const forOwners = (own: Cell) => ({
  anon: 401,
  client: own,
  otherClient: own,
  driver: 403,
  otherDriver: 403,
  admin: 403,
});

export const ROWS_ORGANIZATIONS: readonly Row[] = [
  { route: 'GET /api/organizations/me', ...forOwners(200) },
  {
    route: 'POST /api/organizations/:id/members',
    ...forOwners([201, 404]),
    object: organization,
    mutates: true,
    build: () => ({ payload: { email: `${uniqueName('invitee')}@example.com`, role: 'booker' } }),
  },
  {
    route: 'DELETE /api/organizations/:id/members/:userId',
    ...forOwners([204, 404]),
    object: member,
    mutates: true,
    // Target.driverId carries the member's user id: the row's second path parameter.
    build: (_w, _actor, target) => ({ url: `/api/organizations/${target!.id}/members/${target!.driverId}` }),
  },
  {
    route: 'PUT /api/organizations/:id/cost-centres',
    ...forOwners([200, 404]),
    object: organization,
    mutates: true,
    build: body({ costCentres: ['Matrix ward'] }),
  },
  {
    route: 'PUT /api/organizations/:id/language',
    ...forOwners([200, 404]),
    object: organization,
    mutates: true,
    build: body({ language: 'es' }),
  },
  {
    route: 'PUT /api/organizations/:id/receiving-site',
    ...forOwners([200, 404]),
    object: organization,
    mutates: true,
    build: body({ receivingSite: false }),
  },
  {
    route: 'POST /api/invitations/preview',
    ...everyone(400),
    build: body({ token: 'forged-invitation-token' }),
  },
  {
    route: 'POST /api/invitations/accept',
    ...everyone(400),
    build: body({
      token: 'forged-invitation-token',
      username: 'never.joins',
      password: 'Secure-pass1',
      firstName: 'Never',
      lastName: 'Joins',
    }),
  },
];

/** A new organisation with one owner, for dispatch to erase without touching the shared world. */
const disposable: NonNullable<Row['object']> = async (w) => {
  const name = uniqueName('Erased Org');
  const [org] = await w.t.db.insert(organizations).values({ name }).returning({ id: organizations.id });
  return { id: org!.id, intentId: name };
};

export const ROWS_ORGANIZATION_DATA: readonly Row[] = [
  {
    // Owners export their own (another's id answers as missing); dispatch exports any.
    route: 'GET /api/organizations/:id/export',
    ...forOwners([200, 404]),
    admin: 200,
    object: organization,
  },
  {
    route: 'PUT /api/organizations/:id/retention',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: 403,
    otherDriver: 403,
    admin: 200,
    object: organization,
    mutates: true,
    build: body({ retentionDays: 3650 }),
  },
  {
    route: 'POST /api/organizations/:id/erasure',
    anon: 401,
    client: 403,
    otherClient: 403,
    driver: 403,
    otherDriver: 403,
    admin: 200,
    object: disposable,
    mutates: true,
    // Target.intentId carries the organisation's name, which the request must type again.
    build: (_w, _actor, target) => ({ payload: { confirmName: target!.intentId } }),
  },
];
