/**
 * The authorisation matrix's rows for the organizations module's routes (security/authz-table.ts):
 * a client organisation. Its members read it; its owner (the demo clients are owners) invites,
 * removes and sets cost centres, and another organisation's id answers 404, its existence hidden.
 * Drivers and dispatch have none. Joining is public: a link the server never issued is refused
 * whoever sends it (organizations.test.ts walks a real one).
 */
import { users } from '../../db/schema/index';
import { uniqueName } from '../../test/helper';
import type { Side, World } from '../../security/support/world';
import { sideOf } from '../../security/support/world';
import { body, everyone, forOwners, organization, organizationOf } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

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

export const AUTHZ_ROWS: readonly Row[] = [
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
  {
    route: 'GET /api/organizations/me/cost-centres',
    anon: 401,
    // Every client the matrix signs up owns its organisation; the list is its own.
    client: 200,
    otherClient: 200,
    driver: 403,
    otherDriver: 403,
    // Dispatch books for no organisation of its own.
    admin: 403,
  },
];
