import { describe, expect, it } from 'vitest';
import { isPrivateAddress, refusalOf } from './url-policy';

describe('webhook URL policy', () => {
  it('knows loopback, private, link-local, mapped and documentation addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '203.0.113.7',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '172.15.255.255', '1.1.1.1', '2606:4700::1111'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses credentials in the URL and other schemes even when private addresses are allowed', async () => {
    expect(await refusalOf('https://user:pw@8.8.8.8/x', true)).toMatch(/user name or password/);
    expect(await refusalOf('file:///etc/passwd', true)).toMatch(/http or https/);
    expect(await refusalOf('http://127.0.0.1:9/x', true)).toBeNull();
    expect(await refusalOf('http://127.0.0.1:9/x', false)).toMatch(/private address/);
  });
});
