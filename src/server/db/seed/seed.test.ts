import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineMiles } from '@domain/geo';
import { verifyPassword } from '../../modules/auth/password';
import { seedDemoData } from './index';
import { NOW, openSeeded, type SeededDatabase } from './test-support';

const TABLES = [
  'organizations',
  'users',
  'drivers',
  'orders',
  'tracking_events',
  'messages',
  'ratings',
  'payments',
  'location_updates',
];

let seeded: SeededDatabase;
const rows: SeededDatabase['rows'] = (query) => seeded.rows(query);
const count: SeededDatabase['count'] = (table) => seeded.count(table);

beforeAll(async () => {
  seeded = await openSeeded();
});

afterAll(async () => {
  await seeded?.database.close();
});

describe('seedDemoData: accounts, drivers, ratings', () => {
  it('creates the three demo accounts of the contract with their ids and roles', async () => {
    const users = await rows<{
      id: number;
      username: string;
      role: string;
      email: string;
      org: string | null;
      kind: string | null;
    }>(
      `select u.id, u.username, u.role, u.email, o.name as org, o.kind::text as kind
       from users u left join organizations o on o.id = u.organization_id where u.id <= 3 order by u.id`,
    );
    expect(users).toEqual([
      { id: 1, username: 'admin', role: 'admin', email: 'admin@medlink.test', org: null, kind: null },
      {
        id: 2,
        username: 'client',
        role: 'client',
        email: 'client@medlink.test',
        org: 'Sample Pharmacy',
        kind: 'pharmacy',
      },
      { id: 3, username: 'driver', role: 'driver', email: 'driver@medlink.test', org: null, kind: null },
    ]);
    const [driver] = await rows<{ status: string; lat: string; lng: string }>(
      `select status::text as status, current_latitude as lat, current_longitude as lng from drivers where user_id = 3`,
    );
    expect(driver?.status).toBe('available');
    const downtown = { latitude: 29.7604, longitude: -95.3698 };
    expect(
      haversineMiles(downtown, { latitude: Number(driver?.lat), longitude: Number(driver?.lng) }),
    ).toBeLessThan(5);
  });

  it('stores passwords that verify, and only as hashes', async () => {
    const accounts = [
      ['admin', 'admin123'],
      ['client', 'client123'],
      ['driver', 'driver123'],
      ['lab.dallas', 'client123'],
      ['driver.andre', 'driver123'],
    ] as const;
    for (const [username, password] of accounts) {
      const [user] = await rows<{ password_hash: string }>(
        `select password_hash from users where username = '${username}'`,
      );
      expect(user?.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user?.password_hash ?? '', password)).toBe(true);
      expect(await verifyPassword(user?.password_hash ?? '', 'wrong-password')).toBe(false);
    }
  });

  it('has at least 6 drivers over Houston, Dallas, Austin and San Antonio, busy ones with a live job', async () => {
    const drivers = await rows<{
      id: number;
      status: string;
      home_base: string;
      vehicle: string;
      live: number;
    }>(
      `select d.id, d.status::text as status, d.home_base, d.vehicle,
         (select count(*)::int from orders o where o.driver_id = d.id
            and o.status in ('assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit')) as live
       from drivers d`,
    );
    expect(drivers.length).toBeGreaterThanOrEqual(6);
    const cities = new Set(drivers.map((d) => d.home_base));
    expect(cities).toEqual(new Set(['Houston, TX', 'Dallas, TX', 'Austin, TX', 'San Antonio, TX']));
    const byStatus = (s: string) => drivers.filter((d) => d.status === s);
    expect(byStatus('available').length).toBeGreaterThan(drivers.length / 2);
    expect(byStatus('busy').length).toBeGreaterThan(0);
    expect(byStatus('offline').length).toBe(1);
    for (const busy of byStatus('busy')) expect(busy.live).toBeGreaterThan(0);
    for (const d of drivers) expect(d.vehicle).toMatch(/^20\d\d [A-Z]/);
  });

  it("keeps each driver's rating and delivery count equal to its orders", async () => {
    const drivers = await rows<{
      id: number;
      rating: string | null;
      total: number;
      avg: string | null;
      delivered: number;
    }>(
      `select d.id, d.rating, d.total_deliveries as total,
         (select round(avg(r.rating), 2)::text from ratings r join orders o on o.id = r.order_id
            where o.driver_id = d.id and r.user_type = 'client') as avg,
         (select count(*)::int from orders o where o.driver_id = d.id and o.status = 'delivered') as delivered
       from drivers d`,
    );
    for (const d of drivers) {
      expect(d.rating, `driver ${d.id}`).toBe(d.avg);
      expect(d.total).toBe(d.delivered);
    }
    const [demo] = await rows<{ total: number }>(
      `select total_deliveries as total from drivers where user_id = 3`,
    );
    expect(demo?.total).toBeGreaterThanOrEqual(5);
  });

  it('rates mostly from clients, within 1 to 5 stars, one per side per order', async () => {
    const ratings = await rows<{
      user_type: string;
      rating: number;
      rater: number;
      client_id: number;
      driver_user: number;
    }>(
      `select r.user_type::text as user_type, r.rating, r.rater_user_id as rater, o.client_id, d.user_id as driver_user
       from ratings r join orders o on o.id = r.order_id join drivers d on d.id = o.driver_id where o.status = 'delivered'`,
    );
    expect(ratings.length).toBe(await count('ratings'));
    for (const r of ratings) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.rater).toBe(r.user_type === 'client' ? r.client_id : r.driver_user);
    }
    const fromClients = ratings.filter((r) => r.user_type === 'client');
    expect(fromClients.length).toBeGreaterThan(30);
    expect(fromClients.filter((r) => r.rating >= 4).length / fromClients.length).toBeGreaterThan(0.75);
  });

  it('moves the id sequences past the seeded rows', async () => {
    for (const table of ['users', 'drivers', 'orders']) {
      const [seq] = await rows<{ last: number; max: number }>(
        `select (select last_value from ${table}_id_seq)::int as last, (select max(id) from ${table})::int as max`,
      );
      expect(seq?.last).toBe(seq?.max);
    }
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all(TABLES.map(count));
    expect(await seedDemoData(seeded.database.db, { now: NOW })).toEqual({ seeded: false });
    expect(await seedDemoData(seeded.database.db)).toEqual({ seeded: false });
    expect(await Promise.all(TABLES.map(count))).toEqual(before);
  });
});
