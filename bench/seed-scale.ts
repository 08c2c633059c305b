/**
 * A year of a busy operation on top of the demo seed, for benchmarks: `orders` orders, drivers up
 * to `drivers`, and 200 more client organisations. Each table is filled by one
 * `INSERT ... SELECT generate_series(...)`, so 100,000 orders take seconds, not a loop of round trips.
 *
 * The data is shaped like the demo's: four Texas metros, every service type and priority, orders
 * older than two days finished (mostly delivered), the last two days spread over the live states.
 * About one address in ten is on Fannin St (Houston), so a text search has real matches.
 * Tracking events, messages and payments are not generated: no benchmarked read touches them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';

export interface ScaleOptions {
  orders: number;
  /** Total drivers wanted, the demo's included. */
  drivers: number;
  clients?: number;
  now?: Date;
}

// Per metro: city, ZIP, centre, and streets (Houston's first street is Fannin St).
const METROS = sql`(values
  (1, 'Houston', '77030', 29.7604, -95.3698, array['Fannin St', 'Main St', 'Westheimer Rd', 'Kirby Dr', 'Holcombe Blvd']),
  (2, 'Dallas', '75231', 32.7767, -96.7970, array['Elm St', 'Commerce St', 'Walnut Hill Ln', 'Harry Hines Blvd', 'Mockingbird Ln']),
  (3, 'Austin', '78705', 30.2672, -97.7431, array['Congress Ave', 'W 38th St', 'Lamar Blvd', 'Red River St', 'Guadalupe St']),
  (4, 'San Antonio', '78205', 29.4241, -98.4936, array['Convent St', 'Broadway St', 'Medical Dr', 'Fredericksburg Rd', 'Babcock Rd'])
) as m(n, city, zip, lat, lng, streets)`;

const ITEMS = sql`array['Insulin, keep cold', 'Blood samples, 6 tubes', 'Prescription refills', 'Signed loan documents',
  'Portable oxygen concentrator', 'Pathology slides', 'Bank deposit bag', 'Vaccines, keep cold', 'Medical records',
  'Wheelchair parts']`;

async function exec(db: Db, query: ReturnType<typeof sql>) {
  await db.execute(query);
}

export async function seedScale(db: Db, options: ScaleOptions) {
  const now = (options.now ?? new Date()).toISOString();
  const clients = options.clients ?? 200;
  await db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => exec(tx as unknown as Db, query);
    // Same figures on every run: random() follows the seed for the rest of this session.
    await run(sql`select setseed(0.42)`);

    // Accounts reuse an existing password hash: argon2 for thousands of users would dominate the seed.
    await run(sql`
      insert into organizations (name, kind, phone, address)
      select 'Bench Clinic ' || g, 'clinic', '(713) 555-' || lpad((g % 10000)::text, 4, '0'), g || ' Main St, Houston, TX 77002'
      from generate_series(1, ${clients}) g`);
    await run(sql`
      insert into users (username, email, password_hash, first_name, last_name, phone, role, organization_id)
      select 'bench.client' || o.g, 'bench.client' || o.g || '@medlink.test', (select password_hash from users where id = 2),
        'Client', 'Number ' || o.g, '(713) 555-0000', 'client', o.id
      from (select id, row_number() over (order by id) as g from organizations where name like 'Bench Clinic %') o`);
    await run(sql`
      with wanted as (select greatest(0, ${options.drivers} - (select count(*) from drivers))::int as n),
      people as (
        insert into users (username, email, password_hash, first_name, last_name, phone, role)
        select 'bench.driver' || g, 'bench.driver' || g || '@medlink.test', (select password_hash from users where id = 3),
          'Driver', 'Number ' || g, '(713) 555-0001', 'driver'
        from generate_series(1, (select n from wanted)) g
        returning id
      )
      insert into drivers (user_id, status, rating, total_deliveries, vehicle, home_base,
        current_latitude, current_longitude, location_updated_at)
      select p.id, (array['available', 'busy', 'offline'])[1 + (p.id % 3)]::driver_status,
        round((3.5 + random() * 1.5)::numeric, 2), (random() * 800)::int, 'Bench van', m.city || ', TX',
        round((m.lat + (random() - 0.5) * 0.4)::numeric, 6), round((m.lng + (random() - 0.5) * 0.4)::numeric, 6),
        ${now}::timestamptz - random() * interval '2 hours'
      from people p join ${METROS} on m.n = 1 + p.id % 4`);

    // Loading into a table without its secondary indexes and building them after is several
    // times faster than updating five indexes row by row; the definitions are read, not copied.
    const indexes = (await tx.execute(sql`
      select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename = 'orders' and indexname <> 'orders_pkey'`)) as unknown as {
      rows: { indexname: string; indexdef: string }[];
    };
    for (const index of indexes.rows) await run(sql`drop index ${sql.identifier(index.indexname)}`);
    // The counters' row trigger (decision 012) updates one counter row per order: 100,000 versions
    // of one row in one transaction, each found by walking the ones before it, took over ten
    // minutes. Counted once after the load instead, as the migration counted existing orders.
    await run(sql`alter table orders disable trigger orders_keep_counts`);
    await run(sql`
      with ids as (
        select array_agg(id order by id) as clients from users where role = 'client'
      ), drv as (
        select array_agg(id order by id) as drivers from drivers
      ), r as (
        select g, random() as who, random() as age, random() as st, random() as kind, random() as pri,
          random() as p1, random() as p2, random() as d1, random() as d2, random() as miles, random() as took,
          1 + (g % 4) as metro
        from generate_series(1, ${options.orders}) g
      ), o as (
        select r.*, m.city, m.zip, m.lat, m.lng, m.streets,
          -- A quarter of the orders are the demo client's, so its list is long too.
          case when r.who < 0.25 then 2 else ids.clients[1 + floor(r.who * array_length(ids.clients, 1))::int] end as client_id,
          drv.drivers[1 + floor(r.took * array_length(drv.drivers, 1))::int] as driver_id,
          -- Ids follow time, as they do when orders arrive one by one (the planner relies on it).
          ${now}::timestamptz - ((${options.orders} - r.g + r.age) / ${options.orders}::float8) * interval '365 days'
            as created_at,
          (array['medical_prescription', 'medical_equipment', 'laboratory_sample', 'financial_document',
            'secure_document'])[1 + floor(r.kind * 5)::int]::service_type as service_type,
          (array['standard', 'standard', 'standard', 'express', 'emergency', 'scheduled'])[1 + floor(r.pri * 6)::int]::order_priority
            as priority,
          round((1 + r.miles * 39)::numeric, 1) as distance
        from r cross join ids cross join drv join ${METROS} on m.n = r.metro
      ), s as (
        select o.*,
          case
            when o.created_at < ${now}::timestamptz - interval '2 days' then
              (case when o.st < 0.85 then 'delivered' when o.st < 0.93 then 'cancelled' else 'declined' end)::order_status
            else (array['pending', 'confirmed', 'assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit',
              'delivered'])[1 + floor(o.st * 7)::int]::order_status
          end as status
        from o
      )
      insert into orders (client_id, driver_id, service_type, priority, status,
        pickup_address, pickup_latitude, pickup_longitude, pickup_contact_name, pickup_contact_phone,
        delivery_address, delivery_latitude, delivery_longitude, delivery_contact_name, delivery_contact_phone,
        scheduled_date, preferred_time_slot, item_description, special_instructions, requires_signature, requires_id,
        base_rate, distance_fee, priority_fee, total_cost, distance, estimated_time, created_at, updated_at, delivered_at)
      select client_id,
        case when status in ('pending', 'confirmed', 'cancelled', 'declined') then null else driver_id end,
        service_type, priority, status,
        (100 + floor(p1 * 9000))::int || ' ' || streets[1 + floor(p2 * 5)::int] || ', ' || city || ', TX ' || zip,
        round((lat + (p1 - 0.5) * 0.3)::numeric, 6), round((lng + (p2 - 0.5) * 0.3)::numeric, 6),
        'Front desk', '(713) 555-0101',
        (100 + floor(d1 * 9000))::int || ' ' || streets[1 + floor(d2 * 5)::int] || ', ' || city || ', TX ' || zip,
        round((lat + (d1 - 0.5) * 0.3)::numeric, 6), round((lng + (d2 - 0.5) * 0.3)::numeric, 6),
        'Receiving', '(713) 555-0102',
        case when priority = 'scheduled' then created_at + interval '3 days' end,
        case when priority = 'scheduled' then 'morning'::time_slot end,
        (${ITEMS})[1 + (g % 10)], null, service_type <> 'medical_prescription', service_type = 'financial_document',
        25.00 + case service_type when 'medical_equipment' then 10 when 'financial_document' then 5 else 0 end,
        round(distance * 1.5, 2),
        case priority when 'express' then 15 when 'emergency' then 35 else 0 end,
        25.00 + case service_type when 'medical_equipment' then 10 when 'financial_document' then 5 else 0 end
          + round(distance * 1.5, 2) + case priority when 'express' then 15 when 'emergency' then 35 else 0 end,
        distance, (20 + distance * 2)::int, created_at,
        created_at + interval '1 minute' * (30 + took * 300),
        case when status = 'delivered' then created_at + interval '1 minute' * (30 + took * 300) end
      from s`);
    await run(sql`alter table orders enable trigger orders_keep_counts`);
    await run(sql`delete from order_status_counts`);
    await run(sql`delete from daily_deliveries`);
    await run(sql`
      insert into order_status_counts (slot, status, orders, total_cost)
      select 0, status, count(*), coalesce(sum(total_cost), 0) from orders group by status`);
    await run(sql`
      insert into daily_deliveries (day, slot, orders)
      select (delivered_at at time zone 'America/Chicago')::date, 0, count(*) from orders
      where status = 'delivered' and delivered_at is not null
      group by 1`);
    for (const index of indexes.rows) await run(sql.raw(index.indexdef));
  });
  // Fresh statistics, as autovacuum would have gathered on a database that grew over a year.
  await db.execute(sql`analyze`);
}
