/** The preferences key is the URL path of the read. */
import { describe, expect, it } from 'vitest';
import { keyToPath } from '@web/lib/query-client';
import { notificationKeys } from './keys';

describe('notificationKeys', () => {
  it('is the URL path the read GETs', () => {
    expect(keyToPath(notificationKeys.preferences())).toBe('/api/notifications/preferences');
  });
});
