/**
 * The temperatures an order can be kept at, their names and ranges, apart from the cold-chain
 * schemas so the booking form can list them without loading zod (cold-chain.ts re-exports them).
 */
export const TEMPERATURE_CLASSES = ['ambient', 'refrigerated', 'frozen'] as const;
export type TemperatureClass = (typeof TEMPERATURE_CLASSES)[number];

export const TEMPERATURE_LABELS: Readonly<Record<TemperatureClass, string>> = {
  ambient: 'Ambient',
  refrigerated: 'Refrigerated (2 to 8 °C)',
  frozen: 'Frozen (-15 °C or colder)',
};

/** Inclusive °C ranges; null ends are open. Ambient has no range and takes no reading. */
export const TEMPERATURE_RANGES: Readonly<
  Record<Exclude<TemperatureClass, 'ambient'>, { min: number | null; max: number | null }>
> = {
  refrigerated: { min: 2, max: 8 },
  frozen: { min: null, max: -15 },
};
