/**
 * Pieces of bench/fleet.ts: the fleet's accounts (seeded by SQL inside the server process, with
 * sessions whose tokens the load generator can derive, so 1,000 sign-ins do not dominate the
 * set-up), the server processes' CPU and memory read from /proc, and percentiles.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';

export interface FleetSize {
  drivers: number;
  clients: number;
  dispatchers: number;
}

/** The bearer token of a seeded fleet account (its session's hash is sha256 of it, as the app's). */
export const fleetToken = (secret: string, username: string) => `${secret}:${username}`;

/**
 * `fleet.driverN` (approved, on shift), `fleet.clientN` (each with its own organisation) and
 * `fleet.adminN`, each with one session. They reuse the demo accounts' password hashes.
 */
export async function seedFleet(db: Db, size: FleetSize, secret: string): Promise<void> {
  await db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    await run(sql`
      insert into organizations (name, kind, phone, address)
      select 'Fleet Clinic ' || g, 'clinic', '(713) 555-0100', g || ' Main St, Houston, TX 77002'
      from generate_series(1, ${size.clients}) g`);
    await run(sql`
      insert into users (username, email, password_hash, first_name, last_name, phone, role, organization_id, organization_role)
      select 'fleet.client' || o.g, 'fleet.client' || o.g || '@medlink.test', (select password_hash from users where id = 2),
        'Client', 'Number ' || o.g, '(713) 555-0000', 'client', o.id, 'owner'
      from (select id, row_number() over (order by id) as g from organizations where name like 'Fleet Clinic %') o`);
    await run(sql`
      with people as (
        insert into users (username, email, password_hash, first_name, last_name, phone, role)
        select 'fleet.driver' || g, 'fleet.driver' || g || '@medlink.test', (select password_hash from users where id = 3),
          'Driver', 'Number ' || g, '(713) 555-0001', 'driver'
        from generate_series(1, ${size.drivers}) g
        returning id
      )
      insert into drivers (user_id, status, approval_status, rating, total_deliveries, vehicle, home_base,
        current_latitude, current_longitude, location_updated_at)
      select id, 'available', 'approved', 4.8, 0, 'Fleet van', 'Houston, TX', 29.7073, -95.3978, now() from people`);
    await run(sql`
      insert into users (username, email, password_hash, first_name, last_name, phone, role)
      select 'fleet.admin' || g, 'fleet.admin' || g || '@medlink.test', (select password_hash from users where id = 1),
        'Dispatcher', 'Number ' || g, '(713) 555-0002', 'admin'
      from generate_series(1, ${size.dispatchers}) g`);
    await run(sql`
      insert into sessions (user_id, token_hash, expires_at)
      select id, encode(sha256(convert_to(${secret} || ':' || username, 'UTF8')), 'hex'), now() + interval '1 day'
      from users where username like 'fleet.%'`);
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the file, 12 and 13 after "pid (comm) ".
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Fires `fn` every `everyMs` until `stop()` is true, on a fixed schedule (a slow answer does not lower the rate). */
export async function atFixedRate(everyMs: number, offsetMs: number, stopped: () => boolean, fn: () => void) {
  const start = performance.now() + offsetMs;
  for (let n = 0; ; n++) {
    const wait = start + n * everyMs - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (stopped()) return;
    fn();
  }
}

/**
 * PostgreSQL's CPU over a span, from /proc: the backends serving `database` (their command line
 * names it) and its other processes (the postmaster, WAL writer, checkpointer, other databases'
 * backends: other work on a shared machine shows up there). Backends come and go within a step
 * (the pool closes idle connections and opens new ones), so each process is followed by pid: one
 * first seen after the start counts from zero, one that ends counts up to its last reading, so
 * `read` should be called often (every 500 ms loses little).
 */
export class PostgresCpu {
  private readonly seen = new Map<number, { fleet: boolean; first: number; last: number }>();

  constructor(private readonly database: string) {
    this.read(true);
  }

  read(atStart = false): void {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (!stat.includes('(postgres)')) continue;
        const fields = stat.split(') ')[1]!.split(' ');
        const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
        const pid = Number(entry);
        const known = this.seen.get(pid) ?? { fleet: false, first: atStart ? seconds : 0, last: 0 };
        known.last = seconds;
        // A new backend names its database once it has signed in: look again until it does.
        if (!known.fleet && this.database)
          known.fleet = readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(this.database);
        this.seen.set(pid, known);
      } catch {
        // The process ended between the listing and the read.
      }
    }
  }

  /** Cores used since the start, read now. */
  cores(seconds: number): { fleet: number; other: number } {
    this.read();
    const totals = { fleet: 0, other: 0 };
    for (const { fleet, first, last } of this.seen.values())
      totals[fleet ? 'fleet' : 'other'] += last - first;
    return { fleet: totals.fleet / seconds, other: totals.other / seconds };
  }
}

/** The machine's busy CPU seconds so far, all cores (the first line of /proc/stat, less idle and iowait). */
export function machineCpuSeconds(): { busy: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const all = ticks.slice(0, 8).reduce((sum, v) => sum + v, 0);
  return { busy: (all - ticks[3]! - ticks[4]!) / 100 };
}
