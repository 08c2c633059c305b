/**
 * The demo orders' custody ledgers (decision 008), built from the same planned events as their
 * tracking events and sealed by the same code as live changes, so every seeded chain verifies:
 * the creation, each step with its actor and position, and the hand-overs with their proof.
 */
import { KIND_OF_ACTION, GENESIS_HASH, type CustodyActor, type CustodyKind } from '@domain/custody';
import type { OrderStatus } from '@domain/enums';
import { createdContent, statusContent } from '../../modules/custody/content';
import { sealEntry, type CustodyRow } from '../../modules/custody/hashing';
import type { orders } from '../schema/index';
import { driverRecordId, type SeedPlan } from './plan';
import type { PlannedEvent, PlannedOrder } from './types';

type OrderRow = typeof orders.$inferSelect;

/** The ledger kind of a planned step: who confirmed or assigned it decides between two kinds. */
function kindOf(event: PlannedEvent, role: CustodyActor['role']): CustodyKind {
  const byStatus: Partial<Record<OrderStatus, CustodyKind>> = {
    pending: 'created',
    confirmed: role === 'client' ? KIND_OF_ACTION.pay : KIND_OF_ACTION.approve,
    assigned: role === 'driver' ? KIND_OF_ACTION.accept : KIND_OF_ACTION.assign,
  };
  return byStatus[event.status] ?? (event.status as CustodyKind);
}

export function planCustody(
  plan: SeedPlan,
  orderRows: readonly OrderRow[],
  eventIds: ReadonlyMap<PlannedEvent, number>,
): CustodyRow[] {
  const people = new Map(plan.users.map((u) => [u.id, u]));
  const actorOf = (userId: number): CustodyActor => {
    const user = people.get(userId);
    if (!user) throw new Error(`seed event by unknown user ${userId}`);
    return { id: user.id, role: user.role, name: `${user.firstName} ${user.lastName}` };
  };
  const rowOf = new Map(orderRows.map((r) => [r.id, r]));
  const rows: CustodyRow[] = [];
  for (const order of plan.orders) {
    const row = rowOf.get(order.id);
    if (!row) throw new Error(`seed order ${order.id} was not written`);
    let prevHash = GENESIS_HASH;
    order.events.forEach((event, i) => {
      const actor = actorOf(event.actorUserId);
      const kind = kindOf(event, actor.role);
      const content =
        kind === 'created'
          ? createdContent(row)
          : statusContent({
              from: order.events[i - 1]!.status,
              to: event.status,
              note: event.note,
              trackingEventId: eventIds.get(event)!,
              driver: event.status === 'assigned' ? heldBy(plan, order) : undefined,
              proof: event.proof,
            });
      const sealed = sealEntry(
        { orderId: order.id, kind, at: event.at, actor, position: event.point ?? null, content },
        i + 1,
        prevHash,
      );
      rows.push(sealed);
      prevHash = sealed.hash;
    });
  }
  return rows;
}

function heldBy(plan: SeedPlan, order: PlannedOrder) {
  const id = driverRecordId(plan, order.driver?.id);
  if (id === null || !order.driver) return undefined;
  return { id, name: `${order.driver.firstName} ${order.driver.lastName}` };
}
