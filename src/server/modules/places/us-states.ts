/**
 * US state codes and names, so that a typed state outside the service area ('Denver, CO') is
 * recognised as such and answered with nothing, rather than read as part of a city name.
 */
const NAMES: Record<string, string> = {
  AL: 'alabama',
  AK: 'alaska',
  AZ: 'arizona',
  AR: 'arkansas',
  CA: 'california',
  CO: 'colorado',
  CT: 'connecticut',
  DE: 'delaware',
  DC: 'district of columbia',
  FL: 'florida',
  GA: 'georgia',
  HI: 'hawaii',
  ID: 'idaho',
  IL: 'illinois',
  IN: 'indiana',
  IA: 'iowa',
  KS: 'kansas',
  KY: 'kentucky',
  LA: 'louisiana',
  ME: 'maine',
  MD: 'maryland',
  MA: 'massachusetts',
  MI: 'michigan',
  MN: 'minnesota',
  MS: 'mississippi',
  MO: 'missouri',
  MT: 'montana',
  NE: 'nebraska',
  NV: 'nevada',
  NH: 'new hampshire',
  NJ: 'new jersey',
  NM: 'new mexico',
  NY: 'new york',
  NC: 'north carolina',
  ND: 'north dakota',
  OH: 'ohio',
  OK: 'oklahoma',
  OR: 'oregon',
  PA: 'pennsylvania',
  PR: 'puerto rico',
  RI: 'rhode island',
  SC: 'south carolina',
  SD: 'south dakota',
  TN: 'tennessee',
  TX: 'texas',
  UT: 'utah',
  VT: 'vermont',
  VA: 'virginia',
  WA: 'washington',
  WV: 'west virginia',
  WI: 'wisconsin',
  WY: 'wyoming',
};

const BY_NAME = new Map(Object.entries(NAMES).map(([code, name]) => [name, code]));

/** 'TX', 'tx', 'Texas' -> 'TX'; anything else -> undefined. Input is trimmed and lower-cased here. */
export function stateCode(text: string): string | undefined {
  const value = text.trim().toLowerCase().replace(/\./g, '');
  if (value.length === 2 && NAMES[value.toUpperCase()]) return value.toUpperCase();
  return BY_NAME.get(value.replace(/\s+/g, ' '));
}

/** Codes whose code or name starts with a partly typed state ('te' -> TX, TN). */
export function statesStartingWith(text: string): string[] {
  const value = text.trim().toLowerCase();
  if (!value) return [];
  return Object.entries(NAMES)
    .filter(([code, name]) => code.toLowerCase().startsWith(value) || name.startsWith(value))
    .map(([code]) => code);
}
