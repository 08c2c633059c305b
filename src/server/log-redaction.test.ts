import { describe, expect, it } from 'vitest';
import { redactUrl, requestLogSerializer } from './log-redaction';

describe('request logging', () => {
  it('keeps tracking-link tokens out of the log', () => {
    expect(redactUrl('/api/public/track/AbC123_-xyz')).toBe('/api/public/track/[token]');
    expect(redactUrl('/api/public/track/AbC123?x=1')).toBe('/api/public/track/[token]?x=1');
    expect(redactUrl('/t/AbC123_-xyz')).toBe('/t/[token]');
    expect(requestLogSerializer({ method: 'GET', url: '/t/secret-token', ip: '10.0.0.1' })).toEqual({
      method: 'GET',
      url: '/t/[token]',
      hostname: undefined,
      remoteAddress: '10.0.0.1',
    });
  });

  it('leaves every other address as it is', () => {
    for (const url of ['/api/orders/12', '/tracking', '/api/orders/12/public-link', '/assets/t/x.js']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
