/**
 * Cold chain (decision 011): the temperature an order must be kept at, and the reading
 * a driver records at pickup and delivery. A reading outside the range is accepted (the item is
 * already in the driver's hands, refusing the step would only hide it) and marks an excursion.
 */
import { z } from 'zod';
import {
  TEMPERATURE_CLASSES,
  TEMPERATURE_LABELS,
  TEMPERATURE_RANGES,
  type TemperatureClass,
} from './temperature-classes';

export { TEMPERATURE_CLASSES, TEMPERATURE_LABELS, TEMPERATURE_RANGES, type TemperatureClass };

export const temperatureClassSchema = z.enum(TEMPERATURE_CLASSES, {
  message: `temperatureClass must be one of ${TEMPERATURE_CLASSES.join(', ')}`,
});

/** A reading as sent: a finite number of °C within what a probe can show. */
export const temperatureReadingSchema = z
  .number({ message: 'proof.temperatureC must be a number (°C)' })
  .finite('proof.temperatureC must be a number (°C)')
  .min(-100, 'proof.temperatureC must be between -100 and 100 °C')
  .max(100, 'proof.temperatureC must be between -100 and 100 °C');

export const needsTemperature = (temperatureClass: TemperatureClass) => temperatureClass !== 'ambient';

export const TEMPERATURE_MISSING = 'Proof missing: temperature (proof.temperatureC in °C)';

/** Whether a reading is within the class's range (ambient: always). */
export function inRange(temperatureClass: TemperatureClass, celsius: number): boolean {
  if (temperatureClass === 'ambient') return true;
  const { min, max } = TEMPERATURE_RANGES[temperatureClass];
  return (min === null || celsius >= min) && (max === null || celsius <= max);
}

export function excursionText(temperatureClass: TemperatureClass, celsius: number): string {
  return `Temperature excursion: ${celsius} °C read for a ${TEMPERATURE_LABELS[temperatureClass].toLowerCase()} order`;
}
