/** Address-book keys are the URL paths of its two lists. */
import { describe, expect, it } from 'vitest';
import { keyToPath } from '@web/lib/query-client';
import { addressBookKeys } from './keys';

describe('addressBookKeys', () => {
  it('are the URL paths the reads GET', () => {
    expect(keyToPath(addressBookKeys.places())).toBe('/api/saved-places');
    expect(keyToPath(addressBookKeys.templates())).toBe('/api/order-templates');
  });
});
