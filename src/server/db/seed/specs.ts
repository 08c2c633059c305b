/**
 * Which orders the demo holds: for each customer, the statuses, and for the orders a demo depends
 * on (the demo client's one-of-each-status, the busy drivers' jobs, the intercity runs) the exact
 * service, priority, driver and destination. Everything left open is drawn from the customer's
 * profile below.
 */
import type { OrderStatus, Priority, ServiceType } from '@domain/enums';
import { haversineMiles } from '@domain/geo';
import type { ClientKey } from './people';
import { placesIn, type PlaceKind } from './places';
import { organizationOf } from './people';
import type { Rng } from './random';

/** When a historical order happened: spread over 90 days, or pinned to a month for the stats cards. */
export type Window = 'history' | 'this_month' | 'last_month';

export interface OrderSpec {
  client: ClientKey;
  status: OrderStatus;
  /** Username of the driver, for the live jobs whose driver matters to the demo. */
  driver?: string;
  serviceType?: ServiceType;
  priority?: Priority;
  /** Place keys; 'org' is the customer's own address. Unset: drawn from the profile. */
  from?: string;
  to?: string;
  window?: Window;
  /** Pending orders booked ahead: the pickup day, counted from today. */
  scheduledInDays?: number;
  /** Cancelled after it was paid and approved, rather than while still pending. */
  cancelledAfterConfirm?: boolean;
}

const times = (count: number, spec: OrderSpec): OrderSpec[] =>
  Array.from({ length: count }, () => ({ ...spec }));

export const ORDER_SPECS: readonly OrderSpec[] = [
  // Sample Pharmacy, the demo client: one order in every status, and the busy Houston drivers' jobs.
  {
    client: 'client',
    status: 'pending',
    priority: 'scheduled',
    serviceType: 'medical_prescription',
    scheduledInDays: 3,
  },
  {
    client: 'client',
    status: 'pending',
    priority: 'scheduled',
    serviceType: 'medical_equipment',
    scheduledInDays: 5,
  },
  { client: 'client', status: 'pending', priority: 'express', serviceType: 'laboratory_sample' },
  {
    client: 'client',
    status: 'confirmed',
    priority: 'standard',
    serviceType: 'medical_prescription',
    to: 'st_lukes',
  },
  {
    client: 'client',
    status: 'assigned',
    driver: 'driver',
    priority: 'standard',
    serviceType: 'medical_prescription',
    to: 'methodist',
  },
  {
    client: 'client',
    status: 'pickup_scheduled',
    driver: 'driver.sofia',
    priority: 'scheduled',
    serviceType: 'medical_equipment',
    to: 'methodist_sugar_land',
  },
  {
    client: 'client',
    status: 'pickup_complete',
    driver: 'driver.andre',
    priority: 'express',
    serviceType: 'medical_prescription',
    to: 'md_anderson',
  },
  {
    client: 'client',
    status: 'in_transit',
    driver: 'driver.andre',
    priority: 'emergency',
    serviceType: 'medical_prescription',
    to: 'hermann_tmc',
  },
  { client: 'client', status: 'cancelled' },
  { client: 'client', status: 'cancelled', cancelledAfterConfirm: true },
  { client: 'client', status: 'declined' },
  {
    client: 'client',
    status: 'delivered',
    serviceType: 'medical_prescription',
    priority: 'standard',
    window: 'this_month',
  },
  {
    client: 'client',
    status: 'delivered',
    serviceType: 'medical_equipment',
    priority: 'express',
    window: 'this_month',
  },
  {
    client: 'client',
    status: 'delivered',
    serviceType: 'laboratory_sample',
    priority: 'emergency',
    window: 'this_month',
  },
  {
    client: 'client',
    status: 'delivered',
    serviceType: 'financial_document',
    priority: 'standard',
    window: 'this_month',
  },
  {
    client: 'client',
    status: 'delivered',
    serviceType: 'secure_document',
    priority: 'scheduled',
    window: 'last_month',
  },
  ...times(3, { client: 'client', status: 'delivered', window: 'last_month' }),
  // Intercity: an emergency equipment run from Houston to Austin.
  {
    client: 'client',
    status: 'delivered',
    serviceType: 'medical_equipment',
    priority: 'emergency',
    to: 'dell_seton',
  },
  ...times(13, { client: 'client', status: 'delivered' }),

  // Trinity Reference Laboratory, Dallas: samples come in from hospitals all over the Metroplex.
  { client: 'lab.dallas', status: 'pending', serviceType: 'laboratory_sample', priority: 'emergency' },
  { client: 'lab.dallas', status: 'confirmed', serviceType: 'laboratory_sample' },
  { client: 'lab.dallas', status: 'assigned', driver: 'driver.latoya', serviceType: 'secure_document' },
  {
    client: 'lab.dallas',
    status: 'pickup_complete',
    driver: 'driver.latoya',
    serviceType: 'laboratory_sample',
    from: 'parkland',
    to: 'org',
  },
  {
    client: 'lab.dallas',
    status: 'in_transit',
    driver: 'driver.latoya',
    serviceType: 'laboratory_sample',
    from: 'childrens_dallas',
    to: 'org',
  },
  { client: 'lab.dallas', status: 'cancelled', cancelledAfterConfirm: true },
  { client: 'lab.dallas', status: 'declined', serviceType: 'laboratory_sample' },
  {
    client: 'lab.dallas',
    status: 'delivered',
    serviceType: 'laboratory_sample',
    from: 'cook_childrens',
    to: 'org',
  },
  ...times(12, { client: 'lab.dallas', status: 'delivered' }),

  // Capitol Family Clinic, Austin.
  { client: 'clinic.austin', status: 'pending', serviceType: 'medical_equipment', priority: 'standard' },
  {
    client: 'clinic.austin',
    status: 'assigned',
    driver: 'driver.hannah',
    serviceType: 'laboratory_sample',
    to: 'cpl_austin',
  },
  { client: 'clinic.austin', status: 'cancelled' },
  { client: 'clinic.austin', status: 'declined' },
  // Intercity: reference testing done in San Antonio.
  {
    client: 'clinic.austin',
    status: 'delivered',
    serviceType: 'laboratory_sample',
    priority: 'express',
    to: 'ut_health_sa',
  },
  ...times(9, { client: 'clinic.austin', status: 'delivered' }),

  // Alamo Heritage Bank, San Antonio.
  { client: 'bank.sa', status: 'confirmed', serviceType: 'financial_document', priority: 'scheduled' },
  {
    client: 'bank.sa',
    status: 'assigned',
    driver: 'driver.roberto',
    serviceType: 'financial_document',
    to: 'fed_san_antonio',
  },
  {
    client: 'bank.sa',
    status: 'in_transit',
    driver: 'driver.roberto',
    serviceType: 'secure_document',
    to: 'baptist_sa',
  },
  { client: 'bank.sa', status: 'cancelled', cancelledAfterConfirm: true },
  { client: 'bank.sa', status: 'declined' },
  // Intercity: documents for the Austin branch's closing.
  {
    client: 'bank.sa',
    status: 'delivered',
    serviceType: 'financial_document',
    priority: 'standard',
    to: 'frost_austin',
  },
  ...times(7, { client: 'bank.sa', status: 'delivered' }),
];

type Direction = 'out' | 'in';

interface ServiceRoute {
  weight: number;
  /** out: from the customer to a place of these kinds; in: from such a place to the customer. */
  direction: Direction;
  kinds: readonly PlaceKind[];
  /** Specific places, when the kind alone is too broad (a pharmacy's samples go to hospital labs). */
  keys?: readonly string[];
}

const out = (weight: number, kinds: PlaceKind[], keys?: string[]): ServiceRoute => ({
  weight,
  direction: 'out',
  kinds,
  keys,
});
const inbound = (weight: number, kinds: PlaceKind[]): ServiceRoute => ({ weight, direction: 'in', kinds });

/** What each kind of customer sends, and where. */
const PROFILES: Readonly<Record<ClientKey, Partial<Record<ServiceType, ServiceRoute>>>> = {
  client: {
    medical_prescription: out(55, ['hospital', 'clinic', 'pharmacy']),
    medical_equipment: out(15, ['hospital', 'clinic']),
    laboratory_sample: out(10, ['hospital'], ['methodist', 'hermann_tmc', 'st_lukes', 'ben_taub']),
    financial_document: out(12, ['bank']),
    secure_document: out(8, ['hospital', 'clinic', 'pharmacy']),
  },
  'lab.dallas': {
    laboratory_sample: inbound(70, ['hospital']),
    secure_document: out(15, ['hospital']),
    medical_equipment: out(10, ['hospital']),
    financial_document: out(5, ['bank']),
  },
  'clinic.austin': {
    laboratory_sample: out(40, ['laboratory']),
    medical_prescription: inbound(25, ['hospital']),
    medical_equipment: out(15, ['hospital']),
    secure_document: out(15, ['hospital', 'clinic']),
    financial_document: out(5, ['bank']),
  },
  'bank.sa': {
    financial_document: out(65, ['bank']),
    secure_document: out(35, ['hospital', 'bank']),
  },
};

export function pickServiceType(client: ClientKey, rng: Rng): ServiceType {
  const entries = Object.entries(PROFILES[client]).map(
    ([type, route]) => [type as ServiceType, route.weight] as const,
  );
  return rng.weighted(entries);
}

export function pickPriority(rng: Rng): Priority {
  return rng.weighted([
    ['standard', 50],
    ['express', 25],
    ['emergency', 10],
    ['scheduled', 15],
  ]);
}

/** Fills in whichever end of the route the spec left open, from the customer's profile. */
export function pickRoute(spec: OrderSpec, serviceType: ServiceType, rng: Rng): { from: string; to: string } {
  if (spec.from && spec.to) return { from: spec.from, to: spec.to };
  const org = organizationOf(spec.client);
  const route = PROFILES[spec.client][serviceType] ?? out(1, ['hospital']);
  const fitting = placesIn(org.metro, route.kinds).filter((p) => !route.keys || route.keys.includes(p.key));
  // The building next door is not a courier run (the Dallas lab sits on a hospital campus).
  const apart = fitting.filter((p) => haversineMiles(p, org) > 0.3);
  const other = rng.pick(apart.length ? apart : fitting).key;
  if (spec.from) return { from: spec.from, to: other };
  if (spec.to) return { from: 'org', to: spec.to };
  return route.direction === 'out' ? { from: 'org', to: other } : { from: other, to: 'org' };
}
