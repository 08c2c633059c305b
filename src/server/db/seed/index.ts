/**
 * Demo data for a fresh database (contract: "first start on an empty database seeds demo data"):
 * the demo accounts, more customers and drivers, and 90 days of orders in every status.
 *
 * Idempotent: a database that has any user is left alone. Atomic: everything is written in one
 * transaction, so a crash never leaves half a seed that the next start would then skip.
 */
import { sealProof } from '../../encryption/proof-fields';
import { sql } from 'drizzle-orm';
import type { Role } from '@domain/enums';
import { moneyToCents } from '@domain/payments';
import { computeDeadlines } from '@domain/deadlines';
import type { Db, Tx } from '../client';
import {
  orderPieces,
  custodyEntries,
  drivers,
  locationUpdates,
  messages,
  orders,
  organizations,
  payments,
  publicLinks,
  ratings,
  trackingEvents,
  users,
} from '../schema/index';
import { hashPassword } from '../../modules/auth/password';
import { issueLabel } from '../../modules/pieces/labels';
import { planCustody } from './custody';
import { DEMO_PASSWORDS } from './people';
import { buildSeedPlan, driverRecordId, type SeedPlan } from './plan';
import type { PlannedEvent } from './types';
import { BACKFILL_READ_MARKERS } from '../../modules/messages/index';

export { buildSeedPlan } from './plan';

export interface SeedOptions {
  /** The moment the demo is "now"; order dates are spread over the 90 days before it. */
  now?: Date;
}

/** Serialises concurrent first starts of several server processes on one PostgreSQL. */
const SEED_LOCK_KEY = 0x6d6c5344;

/** Comfortably under PostgreSQL's 65,535 bind parameters for the widest table (orders, 33 columns). */
const CHUNK = 500;

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  // Cheap check first, so that every later start skips the hashing too.
  if (await hasUsers(db)) return { seeded: false };
  const now = options.now ?? new Date();
  const plan = buildSeedPlan(now);
  // argon2 is the slow part: hash each distinct password once, all three at the same time.
  const roles = Object.keys(DEMO_PASSWORDS) as Role[];
  const hashes = Object.fromEntries(
    await Promise.all(roles.map(async (role) => [role, await hashPassword(DEMO_PASSWORDS[role])] as const)),
  ) as Record<Role, string>;

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return false;
    await writePlan(tx, plan, hashes);
    return true;
  });
  return { seeded };
}

async function hasUsers(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const coord = (value: number) => value.toFixed(6);

async function writePlan(tx: Tx, plan: SeedPlan, hashes: Record<Role, string>): Promise<void> {
  // Organisations take whatever ids the table gives; users get fixed ones because the contract
  // names them (admin is 1, the demo client 2), even if an earlier failed seed used up sequence values.
  const orgRows = await tx
    .insert(organizations)
    .values(
      plan.organizations.map((o) => ({
        name: o.name,
        kind: o.kind,
        phone: o.phone,
        address: o.address,
        createdAt: o.createdAt,
      })),
    )
    .returning({ id: organizations.id, name: organizations.name });
  const orgId = new Map(
    plan.organizations.map((o) => [o.client, orgRows.find((r) => r.name === o.name)?.id ?? null]),
  );

  await tx.insert(users).values(
    plan.users.map((u) => ({
      id: u.id,
      username: u.username,
      email: u.email,
      passwordHash: hashes[u.role],
      firstName: u.firstName,
      lastName: u.lastName,
      phone: u.phone,
      role: u.role,
      organizationId: u.organization ? (orgId.get(u.organization) ?? null) : null,
      // Each demo client owns its organisation, as the migration made every existing client.
      organizationRole: u.role === 'client' ? ('owner' as const) : null,
      createdAt: u.createdAt,
    })),
  );
  await tx.insert(drivers).values(plan.drivers);
  const organizationOf = new Map(
    plan.users.map((u) => [u.id, u.organization ? (orgId.get(u.organization) ?? null) : null]),
  );

  const orderRows: (typeof orders.$inferSelect)[] = [];
  await insertChunks(plan.orders, async (chunk) => {
    const written = await tx
      .insert(orders)
      .values(
        chunk.map((o) => ({
          id: o.id,
          clientId: o.client.id,
          organizationId: organizationOf.get(o.client.id) ?? null,
          driverId: driverRecordId(plan, o.driver?.id),
          serviceType: o.serviceType,
          priority: o.priority,
          status: o.status,
          pickupAddress: o.pickup.address,
          pickupLatitude: coord(o.pickup.latitude),
          pickupLongitude: coord(o.pickup.longitude),
          pickupContactName: o.pickup.contactName,
          pickupContactPhone: o.pickup.contactPhone,
          deliveryAddress: o.delivery.address,
          deliveryLatitude: coord(o.delivery.latitude),
          deliveryLongitude: coord(o.delivery.longitude),
          deliveryContactName: o.delivery.contactName,
          deliveryContactPhone: o.delivery.contactPhone,
          scheduledDate: o.scheduledDate,
          preferredTimeSlot: o.preferredTimeSlot,
          itemDescription: o.itemDescription,
          specialInstructions: o.specialInstructions,
          requiresSignature: o.requiresSignature,
          requiresId: o.requiresId,
          ...o.price,
          estimatedTime: o.estimatedTime,
          createdAt: o.createdAt,
          updatedAt: o.updatedAt,
          deliveredAt: o.deliveredAt,
          // Deadlines as the server sets them: from confirmation, or booking if never confirmed.
          ...computeDeadlines(o, o.events.find((e) => e.status === 'confirmed')?.at ?? o.createdAt),
        })),
      )
      .returning();
    orderRows.push(...written);
  });

  // Each order's recipient link; the column default draws the token, so no two demos share one.
  await insertChunks(orderRows, (chunk) =>
    tx.insert(publicLinks).values(chunk.map((o) => ({ orderId: o.id }))),
  );

  // One specimen bag per demo order, labelled as a booking labels its pieces.
  await insertChunks(orderRows, (chunk) =>
    tx
      .insert(orderPieces)
      .values(
        chunk.map((o) => ({ orderId: o.id, seq: 1, kind: 'bag' as const, label: issueLabel(o.id, 1) })),
      ),
  );

  // Tracking events get their ids here, so the custody entries can name the event of each step.
  const eventIds = new Map<PlannedEvent, number>();
  for (const e of plan.orders.flatMap((o) => o.events)) eventIds.set(e, eventIds.size + 1);
  const events = plan.orders.flatMap((o) =>
    o.events.map((e) => ({
      id: eventIds.get(e)!,
      orderId: o.id,
      status: e.status,
      actorUserId: e.actorUserId,
      note: e.note,
      latitude: e.point ? coord(e.point.latitude) : null,
      longitude: e.point ? coord(e.point.longitude) : null,
      proof: e.proof ? sealProof(e.proof, o.id) : null,
      createdAt: e.at,
    })),
  );
  await insertChunks(events, (chunk) => tx.insert(trackingEvents).values(chunk));
  await insertChunks(planCustody(plan, orderRows, eventIds), (chunk) =>
    tx.insert(custodyEntries).values(chunk),
  );
  await insertChunks(plan.messages, (chunk) => tx.insert(messages).values(chunk));
  // Seeded threads start with the read marks their is_read flags describe.
  await tx.execute(BACKFILL_READ_MARKERS);
  await insertChunks(plan.ratings, (chunk) => tx.insert(ratings).values(chunk));
  await insertChunks(plan.payments, (chunk) =>
    tx.insert(payments).values(
      chunk.map((p) => ({
        orderId: p.orderId,
        provider: 'test',
        // The test provider's id shape (its order and cents), so a seeded payment can be refunded.
        providerIntentId: `pi_test_${p.orderId.toString(16).padStart(16, '0')}_${p.orderId}_${moneyToCents(p.amount)}`,
        idempotencyKey: `order-${p.orderId}`,
        amount: p.amount,
        currency: 'usd',
        status: 'succeeded' as const,
        createdAt: p.createdAt,
        confirmedAt: p.confirmedAt,
      })),
    ),
  );
  await seedPaymentStatus(tx);
  await insertChunks(plan.locations, (chunk) =>
    tx.insert(locationUpdates).values(
      chunk.map((l) => ({
        driverId: l.driverId,
        orderId: l.orderId,
        latitude: coord(l.latitude),
        longitude: coord(l.longitude),
        status: l.status,
        recordedAt: l.recordedAt,
        createdAt: new Date(l.recordedAt.getTime() + 1_000),
      })),
    ),
  );

  // Rows inserted with explicit ids leave their sequences behind: move them past the seed.
  for (const table of ['users', 'drivers', 'orders', 'tracking_events']) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
    );
  }
}

/**
 * paymentStatus as the payment rules leave it: every seeded order that reached confirmed was
 * paid; one cancelled after paying was refunded (with its refund row, shown on the receipt).
 */
async function seedPaymentStatus(tx: Tx) {
  await tx.execute(sql`
    update orders set payment_status = case when status = 'cancelled' then 'refunded' else 'paid' end::order_payment_status
    where exists (select 1 from payments p where p.order_id = orders.id and p.status = 'succeeded')`);
  await tx.execute(sql`
    insert into refunds (payment_id, order_id, provider, provider_refund_id, amount, reason, created_at)
    select p.id, o.id, p.provider, 're_test_' || p.id, p.amount, 'order_cancelled', o.updated_at
    from orders o join payments p on p.order_id = o.id and p.status = 'succeeded'
    where o.payment_status = 'refunded'`);
}
