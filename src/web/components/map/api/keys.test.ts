/** Map keys are the URL paths of their reads; the trail sits under the order's own path. */
import { describe, expect, it } from 'vitest';
import { keyToPath } from '@web/lib/query-client';
import { mapKeys } from './keys';

describe('mapKeys', () => {
  it('are the URL paths the reads GET', () => {
    expect(keyToPath(mapKeys.publicConfig())).toBe('/api/public-config');
    expect(keyToPath(mapKeys.trail(42))).toBe('/api/orders/42/trail');
  });
});
