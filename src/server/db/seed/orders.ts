/**
 * Turns the order specs into complete orders: route, contacts, price, and a timeline of tracking
 * events that ends at the order's status. Pure: the same `now` and seed give the same orders.
 */
import type { OrderStatus } from '@domain/enums';
import { estimateTravelMinutes } from '@domain/eta';
import { estimateRoadMiles } from '@domain/geo';
import { priceOrder } from '@domain/pricing';
import { PROOF_BY_SERVICE, type ProofInput, type ProofRequirement } from '@domain/proof';
import {
  CANCEL_REASONS,
  CONTACT_FIRST_NAMES,
  CONTACT_LAST_NAMES,
  DECLINE_REASONS,
  INSTRUCTIONS,
  ITEMS,
} from './catalog';
import { account, DRIVER_ACCOUNTS, METRO_CENTERS, organizationOf, type SeedAccount } from './people';
import { formatAddress, place, type Metro } from './places';
import type { Rng } from './random';
import { signatureFor } from './signature';
import { ORDER_SPECS, pickPriority, pickRoute, pickServiceType, type OrderSpec } from './specs';
import { addMinutes, DAY, onCentralDay } from './time';
import {
  creationTime,
  flowIndex,
  lastEvent,
  offsetsFor,
  pathTo,
  slotOf,
  untangleDriverJobs,
} from './timeline';
import type { PlannedEvent, PlannedOrder, Stop } from './types';

/**
 * The proof a hand-over takes (decision 008): the person's name, a signature image and the ID
 * checked, exactly what the server would demand of a driver completing the step.
 */
function handOverProof(name: string, need: ProofRequirement, idLast4: string): ProofInput | undefined {
  if (!need.signature && !need.id) return undefined;
  return {
    name,
    ...(need.signature ? { signature: signatureFor(name) } : {}),
    ...(need.id ? { idType: 'drivers_license' as const, idLast4 } : {}),
  };
}

/** Four digits from the name, so the pickup's ID needs no draw from the generator (that would reshuffle the demo). */
const lastFourOf = (name: string) =>
  String(1000 + [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 9000, 7));

const ADMIN_ID = 1;

function contactPhone(metro: Metro, rng: Rng): string {
  return `(${rng.pick(METRO_CENTERS[metro].areaCodes)}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
}

function stopFor(key: string, client: SeedAccount, rng: Rng): Stop {
  const contact = () => `${rng.pick(CONTACT_FIRST_NAMES)} ${rng.pick(CONTACT_LAST_NAMES)}`;
  if (key === 'org') {
    const org = organizationOf(client.organization ?? 'client');
    const self = rng.chance(0.5);
    return {
      name: org.name,
      address: formatAddress(org),
      latitude: org.latitude,
      longitude: org.longitude,
      metro: org.metro,
      contactName: self ? `${client.firstName} ${client.lastName}` : contact(),
      contactPhone: self ? client.phone : org.phone,
    };
  }
  const p = place(key);
  return {
    name: p.name,
    address: formatAddress(p),
    latitude: p.latitude,
    longitude: p.longitude,
    metro: p.metro,
    contactName: contact(),
    contactPhone: contactPhone(p.metro, rng),
  };
}

function pickDriver(spec: OrderSpec, metro: Metro, rng: Rng): SeedAccount {
  if (spec.driver) return account(spec.driver);
  const local = DRIVER_ACCOUNTS.filter((d) => d.driver.metro === metro);
  return rng.weighted(local.map((d) => [d, d.driver.workload] as const));
}

function eventNote(
  status: OrderStatus,
  order: Omit<PlannedOrder, 'events' | 'id'>,
  byDispatch: boolean,
  rng: Rng,
): string {
  const driverName = order.driver ? `${order.driver.firstName} ${order.driver.lastName}` : 'a driver';
  switch (status) {
    case 'pending':
      return 'Order submitted';
    case 'confirmed':
      return 'Payment received; order approved';
    case 'assigned':
      return byDispatch ? `Assigned to ${driverName} by dispatch` : `Job accepted by ${driverName}`;
    case 'pickup_scheduled':
      return `Driver en route to ${order.pickup.name}`;
    case 'pickup_complete':
      return `Picked up at ${order.pickup.name} from ${order.pickup.contactName}`;
    case 'in_transit':
      return `On the way to ${order.delivery.name}`;
    case 'delivered':
      return `Delivered to ${order.delivery.contactName} at ${order.delivery.name}`;
    case 'declined':
      return rng.pick(DECLINE_REASONS);
    case 'cancelled':
      return rng.pick(CANCEL_REASONS);
  }
}

function planOne(spec: OrderSpec, now: Date, rng: Rng): Omit<PlannedOrder, 'id'> {
  const client = account(spec.client);
  const serviceType = spec.serviceType ?? pickServiceType(spec.client, rng);
  const priority = spec.priority ?? pickPriority(rng);
  const route = pickRoute(spec, serviceType, rng);
  const pickup = stopFor(route.from, client, rng);
  const delivery = stopFor(route.to, client, rng);
  const price = priceOrder({ serviceType, priority, distanceMiles: estimateRoadMiles(pickup, delivery) });
  const estimatedTime = estimateTravelMinutes(Number(price.distance));
  const path = pathTo(spec);
  const hasDriver = flowIndex(spec.status) >= flowIndex('assigned');
  const driver = hasDriver ? pickDriver(spec, pickup.metro, rng) : undefined;
  const leadMinutes = priority === 'scheduled' ? rng.int(2, 4) * 24 * 60 + rng.int(0, 240) : 0;
  const offsets = offsetsFor(path, priority, estimatedTime, leadMinutes, rng);
  const createdAt = creationTime(spec, offsets[offsets.length - 1] as number, now, rng);

  let scheduledDate: Date | null = null;
  if (priority === 'scheduled') {
    scheduledDate = spec.scheduledInDays
      ? onCentralDay(new Date(now.getTime() + spec.scheduledInDays * DAY), rng.pick([9, 10, 13, 14, 17]), 0)
      : addMinutes(createdAt, leadMinutes);
  }
  const proof = PROOF_BY_SERVICE[serviceType];
  const order: Omit<PlannedOrder, 'id'> = {
    client,
    driver,
    serviceType,
    priority,
    status: spec.status,
    pickup,
    delivery,
    scheduledDate,
    preferredTimeSlot: scheduledDate ? slotOf(scheduledDate) : null,
    itemDescription: rng.pick(ITEMS[serviceType]),
    specialInstructions: rng.chance(0.45) ? rng.pick(INSTRUCTIONS[serviceType]) : null,
    requiresSignature: proof.signature,
    requiresId: proof.id,
    price,
    estimatedTime,
    createdAt,
    updatedAt: createdAt,
    deliveredAt: null,
    events: [],
  };

  const byDispatch = rng.chance(0.25);
  order.events = path.map((status, i) => {
    const at = addMinutes(createdAt, offsets[i] as number);
    const event: PlannedEvent = {
      status,
      at,
      actorUserId: client.id,
      note: eventNote(status, order, byDispatch, rng),
    };
    if (status === 'confirmed' || status === 'declined' || (status === 'assigned' && byDispatch))
      event.actorUserId = ADMIN_ID;
    else if (flowIndex(status) >= flowIndex('assigned') && driver) event.actorUserId = driver.id;
    if (status === 'pickup_complete') {
      event.point = { latitude: pickup.latitude, longitude: pickup.longitude };
      const taken = handOverProof(pickup.contactName, proof, lastFourOf(pickup.contactName));
      if (taken) event.proof = taken;
    }
    if (status === 'delivered') {
      event.point = { latitude: delivery.latitude, longitude: delivery.longitude };
      const idLast4 = proof.id ? String(rng.int(1000, 9999)) : '';
      const taken = handOverProof(delivery.contactName, proof, idLast4);
      if (taken) event.proof = taken;
    }
    return event;
  });
  const last = lastEvent(order);
  order.updatedAt = last.at;
  if (spec.status === 'delivered') order.deliveredAt = last.at;
  return order;
}

/** Every demo order, numbered oldest first so that ML-0001 is the first booking. */
export function planOrders(now: Date, rng: Rng): PlannedOrder[] {
  const planned = ORDER_SPECS.map((spec) => planOne(spec, now, rng));
  untangleDriverJobs(planned);
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return planned.map((order, i) => ({ ...order, id: i + 1 }));
}
