/** Rating keys sit under the order's path, so invalidating the order after a rating reaches them. */
import { describe, expect, it } from 'vitest';
import { keyToPath } from '@web/lib/query-client';
import { ratingKeys } from './keys';

describe('ratingKeys', () => {
  it("is the URL path of the read, under the order's own key", () => {
    expect(keyToPath(ratingKeys.ofOrder(42))).toBe('/api/orders/42/rating');
    expect(ratingKeys.ofOrder(42).slice(0, 2)).toEqual(ratingKeys.order(42));
  });
});
