/** Public-tracking keys are the URL paths of its reads; the share link sits under the order's path. */
import { describe, expect, it } from 'vitest';
import { keyToPath } from '@web/lib/query-client';
import { publicTrackingKeys } from './keys';

describe('publicTrackingKeys', () => {
  it('are the URL paths the reads GET', () => {
    expect(keyToPath(publicTrackingKeys.track('abc_DEF-123'))).toBe('/api/public/track/abc_DEF-123');
    expect(keyToPath(publicTrackingKeys.link(42))).toBe('/api/orders/42/public-link');
  });
});
