/**
 * What the server asks of address search. The places module states it and the geocoder adapter
 * (adapters/geocoder) implements it, embedded gazetteer or external server, so places does not
 * import its own adapter.
 */
import type { AddressSelection } from '@domain/orders';
import type { TextResolution } from './resolve';

export interface Geocoder {
  readonly kind: 'embedded' | 'external';
  autocomplete(query: string, limit: number): Promise<AddressSelection[]>;
  /** A whole address to the one place an order stores (issue 13): its best match, or why none. */
  resolve(text: string): Promise<TextResolution>;
}
