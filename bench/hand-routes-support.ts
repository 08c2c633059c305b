/**
 * The hand-written server of bench/route-ratio.ts: bare Fastify routes (no hooks, no schemas, no
 * ORM) doing the project's work by hand through the driver under Drizzle (`db.$client`), with named
 * prepared statements on PostgreSQL: the same session rule (idle 120 min), the client's list query
 * and the one-transaction-per-fix position post (position-support.ts).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Database } from '../src/server/db/client';
import { orders } from '../src/server/db/schema/index';
import { newestFirst, selectOrders } from '../src/server/modules/orders/repository';
import { bareJobFixRoute } from './position-support';

/** What every driver under Drizzle offers: node-postgres' Pool and PGlite both answer `{ rows }`. */
type RawClient = {
  query(
    text: string | { name: string; text: string; values: unknown[] },
    params?: unknown[],
  ): Promise<{ rows: unknown[] }>;
  connect?: unknown;
};

const SESSION_SQL = `
  select s.id as session_id, s.last_seen_at, u.id, u.username, u.first_name, u.last_name, u.email,
         u.role, u.phone, o.name as organization_name, d.id as driver_id,
         d.approval_status, d.rejection_reason
  from sessions s
  join users u on u.id = s.user_id
  left join organizations o on o.id = u.organization_id
  left join drivers d on d.user_id = u.id
  where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and s.last_seen_at > $3
  limit 1`;

/** The hand-written server: the same session rule (idle 120 min), list query and position work. */
export async function handWritten(database: Database, clientId: number) {
  const raw = (database.db as unknown as { $client: RawClient }).$client;
  // Named (prepared once per connection) on node-postgres; PGlite has one connection and no names.
  const query = (name: string, text: string, values: unknown[]) =>
    raw.connect ? raw.query({ name, text, values }) : raw.query(text, values);
  const list = selectOrders(database.db)
    .where(eq(orders.clientId, clientId))
    .orderBy(...newestFirst)
    .limit(51)
    .toSQL();
  const session = async (authorization: string | undefined) => {
    if (!authorization?.startsWith('Bearer ')) return undefined;
    const hash = createHash('sha256').update(authorization.slice(7)).digest('hex');
    const now = new Date();
    const { rows } = await query('hand_session', SESSION_SQL, [
      hash,
      now,
      new Date(now.getTime() - 120 * 60_000),
    ]);
    return rows[0] as Record<string, unknown> | undefined;
  };
  const app = Fastify();
  app.get('/hand/me', async (request, reply) => {
    const user = await session(request.headers.authorization);
    if (!user) return reply.code(401).send({ message: 'Sign in' });
    return user;
  });
  app.get('/hand/orders', async (request, reply) => {
    const user = await session(request.headers.authorization);
    if (!user) return reply.code(401).send({ message: 'Sign in' });
    const { rows } = await query('hand_orders', list.sql, list.params);
    return { orders: rows.slice(0, 50), nextCursor: null };
  });
  bareJobFixRoute(app, database, '/hand/orders/:id/location', session);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}
