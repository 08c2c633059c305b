/**
 * Matrix rows: the receiving desk, the directory of receiving sites, and dispatch's discrepancies.
 * The desk of an order is its delivery organisation's (receiving staff and owners): the matrix's
 * orders name none, so their booking clients see them and are refused (403), the other side's are
 * hidden (404); receiving.test.ts walks a real desk and a desk of another organisation. An owner
 * sees its (empty) inbound list.
 */
import { sideOf } from '../../security/support/world';
import type { World } from '../../security/support/world';
import { adminOnly, body, order } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

/** A discrepancy of the side's delivered order: shared for refusals, new for each resolution. */
const shared = new WeakMap<World, Partial<Record<'a' | 'b', number>>>();
async function openDiscrepancy(w: World, orderId: number): Promise<number> {
  const opened = await w.t.request({
    method: 'POST',
    url: `/api/orders/${orderId}/check-in`,
    token: w.token.admin!,
    payload: { scans: [] },
  });
  if (opened.statusCode !== 200) throw new Error(`check-in: ${opened.statusCode} ${opened.body}`);
  return opened.json().discrepancy.id as number;
}
const discrepancy: NonNullable<Row['object']> = async (w, actor, which, fresh) => {
  const side = sideOf(actor, which);
  if (fresh) return { id: await openDiscrepancy(w, await w.newOrder('delivered', side)) };
  const cache = shared.get(w) ?? {};
  shared.set(w, cache);
  cache[side] ??= await openDiscrepancy(w, await w.newOrder('delivered', side));
  return { id: cache[side]! };
};

const clientsAndDispatch = (status: number) => ({
  anon: 401,
  client: status,
  otherClient: status,
  driver: 403,
  otherDriver: 403,
  admin: status,
  pendingDriver: 403,
});

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'POST /api/orders/:id/check-in',
    ...adminOnly,
    client: [403, 404],
    otherClient: [403, 404],
    object: order('delivered'),
    mutates: true,
    // Nothing scanned: every piece is missing, which dispatch is told of (still a 200).
    build: body({ scans: [] }),
  },
  { route: 'GET /api/receiving/inbound', ...clientsAndDispatch(200) },
  { route: 'GET /api/receiving-sites', ...clientsAndDispatch(200) },
  { route: 'GET /api/discrepancies', ...adminOnly },
  {
    route: 'POST /api/discrepancies/:id/resolve',
    ...adminOnly,
    object: discrepancy,
    mutates: true,
    build: body({ resolution: 'Found in the lab fridge' }),
  },
];
