/** Security keys are the URL paths of the reads (outside the live socket's roots: refetched by key). */
import { describe, expect, it } from 'vitest';
import { keyToPath } from '@web/lib/query-client';
import { securityKeys } from './keys';

describe('securityKeys', () => {
  it('are the URL paths the reads GET', () => {
    expect(keyToPath(securityKeys.overview())).toBe('/api/auth/security');
    expect(keyToPath(securityKeys.sessions())).toBe('/api/auth/sessions');
  });
});
