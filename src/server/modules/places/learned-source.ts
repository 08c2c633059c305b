/**
 * A place source that puts what the business learned in front of another: a learned address is
 * suggested first, a whole address that is known resolves to its learned point, and the other
 * source's suggestion for the same street and ZIP is dropped (the learned one is better).
 */
import type { AddressSelection } from '@domain/orders';
import type { Db } from '../../db/client';
import type { PlaceSource } from './geocoder';
import { addressKey, keyOf } from './known-addresses';
import { knownPlace, searchKnown } from './known-repository';
import { parseQuery } from './query';

export function learnedPlaces(db: Db, inner: PlaceSource): PlaceSource {
  const keyOfSuggestion = (s: AddressSelection) => addressKey(s.formatted_address)?.key;
  return {
    kind: inner.kind,
    async autocomplete(query, limit) {
      const [known, others] = await Promise.all([
        searchKnown(db, parseQuery(query), limit),
        inner.autocomplete(query, limit),
      ]);
      const knownKeys = new Set(known.map(keyOfSuggestion));
      const rest = others.filter((s) => !knownKeys.has(keyOfSuggestion(s)));
      return [...known, ...rest].slice(0, limit);
    },
    async resolve(text) {
      const key = addressKey(text);
      const place = key ? await knownPlace(db, key) : null;
      return place ? { ok: true, place } : inner.resolve(text);
    },
    knownPlace: (parts) => knownPlace(db, keyOf(parts.s, parts.z)),
  };
}
