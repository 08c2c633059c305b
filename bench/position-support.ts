/**
 * Pieces of bench/route-ratio.ts for the position post: drivers each on a job of their own, and
 * the bare route it is measured against, which does the same work the plain way, one transaction
 * per fix: look the session up, check the job, insert the position row, move the driver's row,
 * `pg_notify` the frame, commit, answer. Named prepared statements on PostgreSQL, as the project's
 * hot statements use.
 */
import { randomBytes } from 'node:crypto';
import type { RequestSpec } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/server/db/client';
import { EVENTS_CHANNEL } from '../src/server/realtime/event-bus';
import { HOUSTON_BOOKING } from '../src/server/test/orders';
import { fleetToken, seedFleet } from './fleet-support';

export interface DriverOnJob {
  token: string;
  orderId: number;
}

type Rows = { rows: Record<string, unknown>[] };
type Query = (name: string, text: string, values: unknown[]) => Promise<Rows>;
/** node-postgres' Pool and PGlite, as Drizzle holds them (`db.$client`). */
type PoolClient = {
  query(q: { name: string; text: string; values: unknown[] }): Promise<Rows>;
  release(): void;
};
type RawClient = {
  connect?: () => Promise<PoolClient>;
  transaction?: <T>(
    fn: (tx: { query(text: string, values: unknown[]): Promise<Rows> }) => Promise<T>,
  ) => Promise<T>;
};

/** The demo client's and dispatcher's sessions, signed in through the app: who books and approves the jobs. */
export async function demoBookers(app: FastifyInstance): Promise<{ client: string; admin: string }> {
  const login = async (username: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    if (response.statusCode !== 200)
      throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
    return (response.json() as { sessionToken: string }).sessionToken;
  };
  return { client: await login('client', 'client123'), admin: await login('admin', 'admin123') };
}

/** autocannon's requests for the position post (under `prefix`): one per driver, each at a point of its own. */
export function positionPostRequests(drivers: DriverOnJob[], prefix = '/api'): RequestSpec[] {
  return drivers.map(({ token, orderId }, i) => ({
    method: 'POST',
    path: `${prefix}/orders/${orderId}/location`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ latitude: 29.7073 + i * 0.0001, longitude: -95.3978 }),
  }));
}

/**
 * `count` approved drivers on shift (seeded by SQL, with sessions), each holding one job booked by
 * the demo client, approved by dispatch and accepted through the API.
 */
export async function driversOnJobs(
  app: FastifyInstance,
  database: Database,
  count: number,
  tokens: { client: string; admin: string },
): Promise<DriverOnJob[]> {
  const secret = randomBytes(8).toString('hex');
  await seedFleet(database.db, { drivers: count, clients: 0, dispatchers: 0 }, secret);
  const call = async (method: 'POST' | 'PATCH', url: string, token: string, payload: object) => {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
  const drivers: DriverOnJob[] = [];
  for (let i = 1; i <= count; i++) {
    const token = fleetToken(secret, `fleet.driver${i}`);
    const order = await call('POST', '/api/orders', tokens.client, {
      ...HOUSTON_BOOKING,
      itemDescription: 'Bench',
    });
    const orderId = order.id as number;
    await call('PATCH', `/api/orders/${orderId}`, tokens.admin, { status: 'confirmed' });
    await call('POST', `/api/orders/${orderId}/accept`, token, {});
    drivers.push({ token, orderId });
  }
  return drivers;
}

/** One transaction on its own connection: BEGIN ... COMMIT, ROLLBACK on any error. */
function transactionOf(database: Database): <T>(fn: (query: Query) => Promise<T>) => Promise<T> {
  const raw = (database.db as unknown as { $client: RawClient }).$client;
  if (raw.connect) {
    const connect = raw.connect.bind(raw);
    return async (fn) => {
      const client = await connect();
      const query: Query = (name, text, values) => client.query({ name, text, values });
      try {
        await client.query({ name: 'bench_begin', text: 'begin', values: [] });
        const result = await fn(query);
        await client.query({ name: 'bench_commit', text: 'commit', values: [] });
        return result;
      } catch (error) {
        await client.query({ name: 'bench_rollback', text: 'rollback', values: [] }).catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    };
  }
  const transaction = raw.transaction!.bind(raw);
  return (fn) => transaction((tx) => fn((_name, text, values) => tx.query(text, values)));
}

const RUNNING = `('assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit')`;

/**
 * POST `path` (with `:id`): the bare position post. `session` answers the session row (with
 * `driver_id`) of the Authorization header, or undefined.
 */
export function bareJobFixRoute(
  app: FastifyInstance,
  database: Database,
  path: string,
  session: (authorization: string | undefined) => Promise<Record<string, unknown> | undefined>,
): void {
  const inTransaction = transactionOf(database);
  app.post<{ Params: { id: string }; Body: { latitude: number; longitude: number } }>(
    path,
    async (request, reply) => {
      const user = await session(request.headers.authorization);
      if (!user?.driver_id) return reply.code(401).send({ message: 'Sign in' });
      const driverId = Number(user.driver_id);
      const orderId = Number(request.params.id);
      const { latitude, longitude } = request.body;
      const at = new Date().toISOString();
      const answer = await inTransaction(async (query) => {
        const { rows } = await query(
          'bench_job',
          `select id, client_id, driver_id, status from orders where id = $1 and driver_id = $2 and status in ${RUNNING}`,
          [orderId, driverId],
        );
        const order = rows[0];
        if (!order) return undefined;
        await query(
          'bench_fix',
          `insert into location_updates (driver_id, order_id, latitude, longitude, status, recorded_at)
           values ($1, $2, $3, $4, $5, $6)`,
          [driverId, orderId, latitude.toFixed(6), longitude.toFixed(6), order.status, at],
        );
        const moved = await query(
          'bench_move',
          `update drivers set current_latitude = $2, current_longitude = $3, location_updated_at = $4
           where id = $1 and (location_updated_at is null or location_updated_at <= $4) returning id`,
          [driverId, latitude.toFixed(6), longitude.toFixed(6), at],
        );
        const frame = {
          type: 'driver_location_update',
          orderId,
          driverId,
          latitude,
          longitude,
          timestamp: at,
        };
        const audience = {
          clientId: order.client_id,
          driverId,
          openJob: false,
          positionShared: order.status !== 'assigned',
        };
        await query('bench_notify', 'select pg_notify($1, $2)', [
          EVENTS_CHANNEL,
          JSON.stringify({ kind: 'event', audience, event: frame }),
        ]);
        return { orderId, driverId, latitude, longitude, timestamp: at, current: moved.rows.length > 0 };
      });
      if (!answer) return reply.code(404).send({ message: 'Order not found' });
      return reply.code(201).send(answer);
    },
  );
}
