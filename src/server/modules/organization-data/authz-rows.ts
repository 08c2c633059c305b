/**
 * The authorisation matrix's rows for the organization-data module's routes
 * (security/authz-table.ts): an organisation's export, for its owners and dispatch, and its
 * erasure, dispatch's alone.
 */
import { organizations } from '../../db/schema/index';
import { uniqueName } from '../../test/helper';
import { forOwners, organization } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

/** A new organisation with one owner, for dispatch to erase without touching the shared world. */
const disposable: NonNullable<Row['object']> = async (w) => {
  const name = uniqueName('Erased Org');
  const [org] = await w.t.db.insert(organizations).values({ name }).returning({ id: organizations.id });
  return { id: org!.id, intentId: name };
};

export const AUTHZ_ROWS: readonly Row[] = [
  {
    // Owners export their own (another's id answers as missing); dispatch exports any.
    route: 'GET /api/organizations/:id/export',
    ...forOwners([200, 404]),
    admin: 200,
    object: organization,
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
