/**
 * The address check behind the verification banner (widened to the whole
 * service area): an address passes when it names a street number, a state MedLink serves and a
 * 5-digit ZIP. Pure, so the banner and its unit test agree on exactly one rule.
 */
import { SERVICE_STATES, type ServiceState } from '@domain/enums';

const STATE_NAMES: Readonly<Record<ServiceState, string>> = {
  TX: 'Texas',
  OK: 'Oklahoma',
  NM: 'New Mexico',
  AR: 'Arkansas',
  LA: 'Louisiana',
};

export type AddressCheck = {
  ok: boolean;
  state: ServiceState | null;
  zip: string | null;
  hasStreetNumber: boolean;
  /** What a person should fix, in words; empty when ok. */
  problems: string[];
};

// Codes count in capitals only, so 'La Porte' or 'Ok' in a street name is not read as a state.
const CODE = new RegExp(`\\b(${SERVICE_STATES.join('|')})\\b`);
const NAME = new RegExp(`\\b(${Object.values(STATE_NAMES).join('|')})\\b`, 'i');
const ZIP_AT_END = /\b(\d{5})(?:-\d{4})?$/;
/** A part that opens with a house number then a word: '6565 Fannin St', '12B Main St'. */
const STREET_LINE = /^\d+[A-Za-z]?(?:-\d+)?\s+[A-Za-z0-9]/;

function stateIn(part: string): ServiceState | null {
  const code = CODE.exec(part)?.[1];
  if (code) return code as ServiceState;
  const name = NAME.exec(part)?.[1]?.toLowerCase();
  const entry = Object.entries(STATE_NAMES).find(([, full]) => full.toLowerCase() === name);
  return entry ? (entry[0] as ServiceState) : null;
}

export function verifyAddress(address: string): AddressCheck {
  // 'USA' and similar country tails say nothing about the street, state or ZIP.
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && !/^(USA|US|United States( of America)?)$/i.test(p));

  let state: ServiceState | null = null;
  let zip: string | null = null;
  let hasStreetNumber = false;
  parts.forEach((part, index) => {
    // The first part is the street line: its leading number is a house number, never a ZIP.
    if (index === 0) {
      hasStreetNumber = STREET_LINE.test(part);
      return;
    }
    if (!hasStreetNumber && STREET_LINE.test(part) && !ZIP_AT_END.test(part)) hasStreetNumber = true;
    state ??= stateIn(part);
    zip ??= ZIP_AT_END.exec(part)?.[1] ?? null;
  });

  const problems: string[] = [];
  if (!hasStreetNumber) problems.push('No street number');
  if (!state) problems.push('Not in TX, OK, NM, AR or LA');
  if (!zip) problems.push('No 5-digit ZIP code');
  return { ok: problems.length === 0, state, zip, hasStreetNumber, problems };
}
