/**
 * A readable device from a user agent (Chrome, Windows): product names, the same in every
 * language; the screen words the pair. Only a hint for recognising one's own sessions, so a few
 * common families are enough; the raw string stays in a tooltip.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\//, 'Chrome'],
  [/Firefox\//, 'Firefox'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export type Device =
  { kind: 'unknown' } | { kind: 'both'; browser: string; system: string } | { kind: 'one'; name: string };

export function describeDevice(userAgent: string | null): Device {
  if (!userAgent) return { kind: 'unknown' };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return { kind: 'both', browser, system };
  return { kind: 'one', name: browser ?? system ?? userAgent.slice(0, 60) };
}

export function isMobileDevice(userAgent: string | null): boolean {
  return !!userAgent && /Mobile|Android|iPhone|iPad/.test(userAgent);
}
