/**
 * The authorisation matrix's rows for the address-book module's routes (security/authz-table.ts):
 * clients keep their own (someone else's entry is 404, its existence hidden); an admin reads a
 * client's and changes none; drivers have none.
 */
import type { Actor, Side, World } from '../../security/support/world';
import { sideOf } from '../../security/support/world';
import type { Cell, Row } from '../../security/authz/types';

const PLACE = {
  address: '6565 Fannin St, Houston, TX 77030',
  contactName: 'Front desk',
  contactPhone: '713-555-0101',
  accessNotes: 'Dock B',
};
const TEMPLATE = {
  serviceType: 'laboratory_sample',
  priority: 'express',
  itemDescription: 'Specimen cooler',
  deliveryAddress: '1200 Main St, Houston, TX 77002',
};

// Labels and names are unique per client: every write gets a new one.
let n = 0;
const placeBody = () => ({ ...PLACE, label: `Matrix place ${++n}` });
const templateBody = () => ({ ...TEMPLATE, name: `Matrix template ${++n}` });

const clientToken = (w: World, side: Side) =>
  side === 'a' ? w.account.client.token : w.account.otherClient.token;

async function make(w: World, side: Side, url: string, payload: object) {
  const response = await w.t.request({ method: 'POST', url, token: clientToken(w, side), payload });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return { id: response.json().id as number };
}

/** The side's own entry: shared for reads and refusals, new for a write expected to succeed. */
const entry = (url: string, body: () => object): NonNullable<Row['object']> => {
  const shared = new WeakMap<World, Partial<Record<Side, { id: number }>>>();
  return async (w, actor: Actor, which, fresh) => {
    const side = sideOf(actor, which);
    if (fresh) return make(w, side, url, body());
    const cache = shared.get(w) ?? {};
    shared.set(w, cache);
    cache[side] ??= await make(w, side, url, body());
    return cache[side];
  };
};

const forClients = (own: Cell) => ({
  anon: 401,
  client: own,
  otherClient: own,
  driver: 403,
  otherDriver: 403,
});
/** An admin's list names the client whose book it reads. */
const adminNamesClient: NonNullable<Row['build']> = (w, actor, _target, url) =>
  actor === 'admin' ? { url: `${url}?clientId=${w.clientId.a}` } : {};

function rowsFor(base: string, body: () => object): Row[] {
  const object = entry(base, body);
  const build: NonNullable<Row['build']> = () => ({ payload: body() });
  return [
    { route: `GET ${base}`, ...forClients(200), admin: 200, build: adminNamesClient },
    { route: `POST ${base}`, ...forClients(201), admin: 403, mutates: true, build },
    { route: `GET ${base}/:id`, ...forClients([200, 404]), admin: 200, object },
    { route: `PATCH ${base}/:id`, ...forClients([200, 404]), admin: 403, object, mutates: true, build },
    { route: `DELETE ${base}/:id`, ...forClients([204, 404]), admin: 403, object, mutates: true },
  ];
}

export const AUTHZ_ROWS: readonly Row[] = [
  ...rowsFor('/api/saved-places', placeBody),
  ...rowsFor('/api/order-templates', templateBody),
];
