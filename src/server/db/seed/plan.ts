/**
 * The whole demo data set as plain values, before anything touches the database: pure, so tests
 * can check its promises cheaply, and the same for the same `now`.
 */
import { vehicleSizeOf, type VehicleSize } from '@domain/driver-capabilities';
import type { DriverStatus, Role } from '@domain/enums';
import {
  planDriverStates,
  planLocations,
  planMessages,
  planPayments,
  planRatings,
  type PlannedLocation,
  type PlannedMessage,
  type PlannedPayment,
  type PlannedRating,
} from './activity';
import { planOrders } from './orders';
import type { PlannedOrder } from './types';
import {
  ACCOUNTS,
  DRIVER_ACCOUNTS,
  emailOf,
  METRO_CENTERS,
  ORGANIZATIONS,
  type ClientKey,
  type SeedOrganization,
} from './people';
import { formatAddress } from './places';
import { createRng } from './random';
import { DAY } from './time';

/** Any fixed number will do; changing it reshuffles every generated order. */
export const SEED = 20_240_917;

export interface PlannedUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  organization: ClientKey | null;
  createdAt: Date;
}

export interface PlannedDriver {
  id: number;
  userId: number;
  status: DriverStatus;
  rating: string | null;
  totalDeliveries: number;
  vehicle: string;
  vehicleSize: VehicleSize;
  homeBase: string;
  currentLatitude: string;
  currentLongitude: string;
  locationUpdatedAt: Date;
  /** Cold-chain capable: the demo driver and every other one carry a cooler. */
  coldChain: boolean;
  createdAt: Date;
  /** Demo drivers are vetted. */
  approvalStatus: 'approved';
  reviewedAt: Date;
}

export interface SeedPlan {
  organizations: readonly (SeedOrganization & { address: string; createdAt: Date })[];
  users: PlannedUser[];
  drivers: PlannedDriver[];
  orders: PlannedOrder[];
  messages: PlannedMessage[];
  ratings: PlannedRating[];
  payments: PlannedPayment[];
  locations: (PlannedLocation & { driverId: number })[];
}

export function buildSeedPlan(now: Date): SeedPlan {
  const rng = createRng(SEED);
  const joined = (days: number) => new Date(now.getTime() - days * DAY);

  const users: PlannedUser[] = ACCOUNTS.map((a) => ({
    id: a.id,
    username: a.username,
    email: emailOf(a.username),
    role: a.role,
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    organization: a.organization ?? null,
    createdAt: joined(a.daysSinceJoined),
  }));

  const orders = planOrders(now, rng);
  const messages = planMessages(orders, now, rng);
  const ratings = planRatings(orders, now, rng);
  const payments = planPayments(orders);
  const locations = planLocations(orders, now, rng);
  const states = planDriverStates(orders, ratings, locations, now, rng);

  // Driver records are numbered in account order, so the demo driver's record is 1.
  const driverIdOf = new Map(DRIVER_ACCOUNTS.map((a, i) => [a.id, i + 1]));
  const drivers: PlannedDriver[] = DRIVER_ACCOUNTS.map((a, i) => {
    const state = states.find((s) => s.userId === a.id);
    if (!state) throw new Error(`no state for driver ${a.username}`);
    return {
      id: i + 1,
      userId: a.id,
      status: state.status,
      rating: state.rating,
      totalDeliveries: state.totalDeliveries,
      vehicle: a.driver.vehicle,
      vehicleSize: vehicleSizeOf(a.driver.vehicle),
      homeBase: METRO_CENTERS[a.driver.metro].homeBase,
      currentLatitude: state.latitude.toFixed(6),
      currentLongitude: state.longitude.toFixed(6),
      locationUpdatedAt: state.locationUpdatedAt,
      coldChain: i % 2 === 0,
      createdAt: joined(a.daysSinceJoined),
      approvalStatus: 'approved',
      reviewedAt: joined(a.daysSinceJoined),
    };
  });

  return {
    organizations: ORGANIZATIONS.map((o, i) => ({
      ...o,
      address: formatAddress(o),
      createdAt: joined(200 - i * 10),
    })),
    users,
    drivers,
    orders,
    messages,
    ratings,
    payments,
    locations: locations.map((l) => ({ ...l, driverId: driverIdOf.get(l.driverUserId) ?? 0 })),
  };
}

export const driverRecordId = (plan: SeedPlan, userId: number | undefined): number | null =>
  userId === undefined ? null : (plan.drivers.find((d) => d.userId === userId)?.id ?? null);
