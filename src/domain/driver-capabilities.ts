/**
 * What a driver can carry and how far it goes for a pickup, as data dispatch sees and sets on the
 * driver's record: a cooler (cold chain), the vehicle's size, and a maximum distance (its own, or
 * dispatch's setting, 50 mi unless changed). One rule, jobFit, says whether a driver suits a job
 * and why not; the assign list, the assign call, auto-dispatch and the driver's board all use it,
 * so a dispatcher is never offered an assignment the server would refuse.
 */
import { z } from 'zod';
import type { ServiceType } from './enums';
import type { TemperatureClass } from './temperature-classes';

export const VEHICLE_SIZES = ['car', 'suv', 'van'] as const;
export type VehicleSize = (typeof VEHICLE_SIZES)[number];

export const VEHICLE_SIZE_LABELS: Readonly<Record<VehicleSize, string>> = {
  car: 'Car',
  suv: 'SUV or pickup truck',
  van: 'Van',
};

/** Dispatch's maximum distance from a driver to a pickup unless it changes the setting. */
export const DEFAULT_MAX_DISTANCE_MILES = 50;
export const MAX_DISTANCE_LIMIT_MILES = 500;

/**
 * The smallest vehicle each kind of delivery needs: equipment (oxygen concentrators, walkers,
 * pumps) does not fit a car's boot with the cooler beside it; papers and prescriptions do.
 */
export const VEHICLE_NEEDED: Readonly<Record<ServiceType, VehicleSize>> = {
  medical_prescription: 'car',
  medical_equipment: 'suv',
  laboratory_sample: 'car',
  financial_document: 'car',
  secure_document: 'car',
};

const sizeRank = (size: VehicleSize) => VEHICLE_SIZES.indexOf(size);

/** The size a vehicle's description names ("2022 Ford Transit Connect": van); car otherwise. */
export function vehicleSizeOf(description: string): VehicleSize {
  if (/transit|promaster|sprinter|\bvan\b|express|nv200|metris/i.test(description)) return 'van';
  if (/cr-v|rav4|suv|explorer|tahoe|outback|pickup|f-150|silverado|\bram\b/i.test(description)) return 'suv';
  return 'car';
}

const maxDistanceField = z
  .number({ message: 'maxDistanceMiles must be a number of miles' })
  .int('maxDistanceMiles must be a whole number of miles')
  .min(1, `maxDistanceMiles must be between 1 and ${MAX_DISTANCE_LIMIT_MILES}`)
  .max(MAX_DISTANCE_LIMIT_MILES, `maxDistanceMiles must be between 1 and ${MAX_DISTANCE_LIMIT_MILES}`);

/** The capabilities as every driver answer carries them. */
export const driverCapabilities = z.object({
  /** Has a validated cooler and training for refrigerated and frozen jobs. */
  coldChain: z.boolean({ message: 'coldChain must be true or false' }),
  /** null: not recorded yet (a driver signs up without it); not held against the driver. */
  vehicleSize: z
    .enum(VEHICLE_SIZES, { message: `vehicleSize must be one of ${VEHICLE_SIZES.join(', ')}` })
    .nullable(),
  /** The driver's own limit to a pickup; null: dispatch's setting. */
  maxDistanceMiles: maxDistanceField.nullable(),
});
export type DriverCapabilities = z.infer<typeof driverCapabilities>;

/** PATCH /api/drivers/{driverId}/capabilities (admin): any of the three; at least one. */
export const updateDriverCapabilitiesRequest = driverCapabilities
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Send at least one of coldChain, vehicleSize, maxDistanceMiles',
  });
export type UpdateDriverCapabilitiesRequest = z.infer<typeof updateDriverCapabilitiesRequest>;

/** The driver's capabilities after the change, with the limit that now applies. */
export const driverCapabilitiesResponse = driverCapabilities.extend({
  driverId: z.number().int(),
  reachMiles: z.number().int(),
});
export type DriverCapabilitiesResponse = z.infer<typeof driverCapabilitiesResponse>;

/** Dispatch's setting: how far a driver is sent for a pickup unless its record says otherwise. */
export const maxDistanceSetting = maxDistanceField;

export const JOB_UNFIT_CODES = ['COLD_CHAIN_REQUIRED', 'VEHICLE_TOO_SMALL', 'TOO_FAR'] as const;
export type JobUnfitCode = (typeof JOB_UNFIT_CODES)[number];

export interface JobUnfit {
  code: JobUnfitCode;
  /** Why, in dispatch's words, shown beside the disabled choice and in the 409. */
  reason: string;
}

/** The miles a driver may be sent to a pickup: its own limit, else dispatch's setting. */
export const reachOf = (driver: Pick<DriverCapabilities, 'maxDistanceMiles'>, settingMiles: number) =>
  driver.maxDistanceMiles ?? settingMiles;

/**
 * Why this driver cannot take this job, or null when it can. `milesToPickup` is null when the
 * driver's position is unknown: distance is then not held against it (dispatch may know better).
 */
export function jobFit(
  driver: DriverCapabilities,
  order: { temperatureClass: TemperatureClass; serviceType: ServiceType },
  milesToPickup: number | null,
  settingMiles: number,
): JobUnfit | null {
  if (order.temperatureClass !== 'ambient' && !driver.coldChain) {
    return {
      code: 'COLD_CHAIN_REQUIRED',
      reason: `No cooler: this is a ${order.temperatureClass} job`,
    };
  }
  const needed = VEHICLE_NEEDED[order.serviceType];
  if (driver.vehicleSize !== null && sizeRank(driver.vehicleSize) < sizeRank(needed)) {
    return {
      code: 'VEHICLE_TOO_SMALL',
      reason: `Vehicle too small: needs ${VEHICLE_SIZE_LABELS[needed].toLowerCase()} or larger`,
    };
  }
  const reach = reachOf(driver, settingMiles);
  if (milesToPickup !== null && milesToPickup > reach) {
    return {
      code: 'TOO_FAR',
      reason: `${milesToPickup.toFixed(1)} mi from the pickup (limit ${reach} mi)`,
    };
  }
  return null;
}
