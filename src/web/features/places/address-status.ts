/**
 * The one status line of an address field, from what the field knows: whether the text is the
 * person's typing or a picked suggestion, the precision the server gave that suggestion, and the
 * address's own words. Pure, so the wording rule is tested without a browser. A picked suggestion
 * is the server's answer, so its precision decides the line: a street in a city without a ZIP is an
 * approximate point dispatch checks, never a "needs review" for want of a ZIP.
 */
import type { AddressPrecision } from '@domain/addresses';
import type { MessageKey } from '@web/i18n';
import { verifyAddress } from './verify-address';

export type AddressStatus =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'not-found' }
  /** Found, with or without the person's confirmation; `key` says how precisely. */
  | { kind: 'found'; key: MessageKey; values: Record<string, string>; confirmed: boolean }
  /** Picked, but not an address a courier can go to: the person must try again. */
  | { kind: 'review'; key: MessageKey };

export type FieldPhase = 'typed' | 'verifying' | 'checked' | 'confirmed';

/** 'Houston' of '1200 Binz St, Houston, TX' or of 'Houston, TX 77030'. */
export function cityOf(address: string): string {
  const parts = address.split(',').map((p) => p.trim());
  return (parts.length >= 3 ? parts[parts.length - 2] : parts[0]) ?? address;
}

export function addressStatus(input: {
  phase: FieldPhase;
  address: string;
  precision: AddressPrecision | null | undefined;
  /** The search answered and found nothing for the typed text. */
  noMatch: boolean;
}): AddressStatus {
  const { phase, address, precision } = input;
  if (phase === 'typed') return input.noMatch ? { kind: 'not-found' } : { kind: 'none' };
  if (phase === 'verifying') return { kind: 'checking' };
  const check = verifyAddress(address);
  if (!check.state) return { kind: 'review', key: 'address.status.outside' };
  if (!check.hasStreetNumber) return { kind: 'review', key: 'address.status.noNumber' };
  const confirmed = phase === 'confirmed';
  if (precision === 'street') return { kind: 'found', key: 'address.status.street', values: {}, confirmed };
  if (precision === 'city' || !check.zip) {
    return { kind: 'found', key: 'address.status.city', values: { city: cityOf(address) }, confirmed };
  }
  return { kind: 'found', key: 'address.status.zip', values: { zip: check.zip }, confirmed };
}
