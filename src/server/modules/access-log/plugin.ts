/**
 * The access log's hook (decision 044). A route that answers protected fields declares the groups
 * it reveals, `config: { reveals: ORDER_FIELDS }`; its handler names the orders it revealed with
 * `revealOrders(request, ids)` (other records with `revealRecords`), and a route under
 * /api/orders/:id reveals that order unless it says otherwise. Once the answer is ready and
 * successful, one entry records the read, committed before a byte of the answer leaves (the entries
 * of reads that finish together share one INSERT, writer.ts): if the log cannot be written the
 * answer is replaced by a 503, so a read is never shown unlogged. A revealing route that answers without naming its orders is a
 * bug, and it fails loudly (500) instead of being shown unlogged.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { orderFieldsOf, type FieldGroup } from '@domain/access-log';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { accessLogWriter } from './writer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The protected field groups this route's answer may hold: each answer is logged. */
    reveals?: readonly FieldGroup[];
  }
  interface FastifyRequest {
    revealed: Revealed | null;
  }
  interface FastifyInstance {
    /** `METHOD /url` -> what the route declares and its answer schemas (for the coverage test). */
    accessDeclarations: ReadonlyMap<string, AccessDeclaration>;
  }
}

interface Revealed {
  orderIds: number[];
  records: string[];
  fields: readonly FieldGroup[] | null;
}

export interface AccessDeclaration {
  reveals: readonly FieldGroup[] | undefined;
  response: Record<string, unknown> | undefined;
}

/**
 * Names the orders this answer reveals (all of a list or an export page, once per request), and
 * optionally narrows the groups to those it really holds (a driver's view of an open job shows no
 * contacts). Called again, it adds to the same entry.
 */
export function revealOrders(
  request: FastifyRequest,
  orderIds: readonly number[],
  fields?: readonly FieldGroup[],
): void {
  note(request, { orderIds, fields });
}

type OrderAnswer = Parameters<typeof orderFieldsOf>[0][number] & { id: number };

/** Names the orders of a list answer with the groups they hold, and answers the list. */
export function revealOrderList<T extends OrderAnswer>(request: FastifyRequest, orders: T[]): T[] {
  revealOrders(
    request,
    orders.map((o) => o.id),
    orderFieldsOf(orders),
  );
  return orders;
}

/** The same for an answer of one order. */
export function revealOrder<T extends OrderAnswer>(request: FastifyRequest, order: T): T {
  revealOrderList(request, [order]);
  return order;
}

/** Names other records this answer reveals (standing orders, saved places, templates), by kind. */
export function revealRecords(
  request: FastifyRequest,
  kind: RecordKind,
  ids: readonly number[],
  fields?: readonly FieldGroup[],
): void {
  note(request, { records: ids.map((id) => `${kind}:${id}`), fields });
}

/** Names the records of an answer (one or a list) and answers it. */
export function revealAnswer<T extends { id: number } | { id: number }[]>(
  request: FastifyRequest,
  kind: RecordKind,
  answer: T,
): T {
  const items: { id: number }[] = Array.isArray(answer) ? answer : [answer];
  revealRecords(
    request,
    kind,
    items.map((item) => item.id),
  );
  return answer;
}

export type RecordKind = 'standing-order' | 'saved-place' | 'order-template';

function note(
  request: FastifyRequest,
  add: {
    orderIds?: readonly number[];
    records?: readonly string[];
    fields?: readonly FieldGroup[] | undefined;
  },
) {
  const previous = request.revealed;
  const fields = add.fields && previous?.fields ? [...previous.fields, ...add.fields] : add.fields;
  request.revealed = {
    orderIds: [...new Set([...(previous?.orderIds ?? []), ...(add.orderIds ?? [])])],
    records: [...new Set([...(previous?.records ?? []), ...(add.records ?? [])])],
    fields: fields ? [...new Set(fields)] : (previous?.fields ?? null),
  };
}

/** Who reads: the session's user, or the holder of a recipient link on a public route. */
function readerOf(request: FastifyRequest) {
  const user = request.auth?.user;
  return user ? { userId: user.id, role: user.role } : { userId: null, role: 'recipient' };
}

/** The order of a route under /api/orders/:id, when the handler named nothing. */
function defaultRevealed(request: FastifyRequest): Revealed | null {
  if (!request.routeOptions.url?.startsWith('/api/orders/:id')) return null;
  const id = Number((request.params as { id?: unknown } | undefined)?.id);
  return Number.isInteger(id) && id > 0 ? { orderIds: [id], records: [], fields: null } : null;
}

/** What each route family's answers are, for an answer no handler built (an idempotent replay). */
const RECORD_KIND_OF_PATH: readonly [string, RecordKind | 'order'][] = [
  ['/api/orders', 'order'],
  ['/api/saved-places', 'saved-place'],
  ['/api/order-templates', 'order-template'],
  ['/api/recurring-orders', 'standing-order'],
];

/**
 * An idempotent replay sends the first answer again without running the handler: the ids are read
 * from that answer (one object, a list, or an import's `orders`), since it shows them again.
 */
function replayedRevealed(request: FastifyRequest, payload: unknown): Revealed | null {
  const kind = RECORD_KIND_OF_PATH.find(([prefix]) => request.routeOptions.url?.startsWith(prefix))?.[1];
  if (!kind || typeof payload !== 'string') return null;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return null;
  }
  const list = Array.isArray(body) ? body : ((body as { orders?: unknown[] }).orders ?? [body]);
  const ids = list
    .map((item) => (item as { id?: unknown } | null)?.id)
    .filter((id): id is number => typeof id === 'number');
  return kind === 'order'
    ? { orderIds: ids, records: [], fields: null }
    : { orderIds: [], records: ids.map((id) => `${kind}:${id}`), fields: null };
}

export const RETRY_AFTER_SECONDS = 5;

interface AccessLogOptions {
  db: Db;
  /** How many batches of entries may be at the database at once (writer.ts); 1 by default. */
  batchesInFlight?: number;
}

export const accessLogPlugin = fp<AccessLogOptions>(async (app, { db, batchesInFlight = 1 }) => {
  const append = accessLogWriter(db, batchesInFlight);
  app.decorateRequest('revealed', null);
  const declarations = new Map<string, AccessDeclaration>();
  app.decorate('accessDeclarations', declarations);
  app.addHook('onRoute', (route) => {
    const config = route.config as { reveals?: readonly FieldGroup[] } | undefined;
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    for (const method of [route.method].flat()) {
      declarations.set(`${method} ${route.url}`, { reveals: config?.reveals, response });
    }
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const declared = request.routeOptions.config.reveals;
    // HEAD runs the GET handler but sends no body: nothing is revealed. `reveals: []` is a route
    // that answers a file holding no protected field, said so explicitly.
    if (!declared || declared.length === 0 || request.method === 'HEAD') return payload;
    if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const replayed = reply.getHeader('idempotent-replayed') === 'true';
    const revealed =
      request.revealed ?? (replayed ? replayedRevealed(request, payload) : defaultRevealed(request));
    if (revealed === null) {
      request.log.error({ route: request.routeOptions.url }, 'a revealing route named nothing it revealed');
      throw new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
    }
    const { orderIds, records } = revealed;
    if (orderIds.length === 0 && records.length === 0) return payload;
    try {
      await append({
        ...readerOf(request),
        route: `${request.method} ${request.routeOptions.url}`,
        ipAddress: request.ip ?? null,
        orderIds,
        records,
        fields: revealed.fields ?? declared,
      });
    } catch (error) {
      request.log.error({ err: error }, 'access log write failed: the answer was withheld');
      const refusal = new AppError(
        'SERVICE_UNAVAILABLE',
        'The read could not be recorded in the access log, so nothing was shown. Please try again.',
      );
      refusal.retryAfterSeconds = RETRY_AFTER_SECONDS;
      throw refusal;
    }
    return payload;
  });
});
