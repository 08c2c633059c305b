/**
 * Where webhooks may be sent. A registered URL is fetched by the server, so an admin account (or
 * whoever holds one) could otherwise make the server probe its own network: loopback, private and
 * link-local addresses (cloud metadata lives at 169.254.169.254) are refused, both when the URL is
 * registered and again before every delivery (DNS can change), unless WEBHOOK_ALLOW_PRIVATE=true.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

const PRIVATE_V4: readonly [number, number][] = [
  [0x00000000, 8], // 0.0.0.0/8
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10 carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local, cloud metadata
  [0xac100000, 12], // 172.16/12
  [0xc0000200, 24], // 192.0.2/24 documentation
  [0xc0a80000, 16], // 192.168/16
  [0xc6120000, 15], // 198.18/15 benchmarking
  [0xc6336400, 24], // 198.51.100/24 documentation
  [0xcb007100, 24], // 203.0.113/24 documentation
  [0xe0000000, 3], // multicast and reserved
];

function v4ToInt(address: string): number {
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  const v4 = mapped ? mapped[1]! : isIP(address) === 4 ? address : null;
  if (v4) {
    const value = v4ToInt(v4);
    return PRIVATE_V4.some(([base, bits]) => value >>> (32 - bits) === base >>> (32 - bits));
  }
  const v6 = address.toLowerCase();
  return (
    v6 === '::' ||
    v6 === '::1' ||
    v6.startsWith('fc') ||
    v6.startsWith('fd') ||
    /^fe[89ab]/.test(v6) ||
    v6.startsWith('ff')
  );
}

/** Null when the URL may be used, else why not (shown to the admin, kept in the delivery log). */
export async function refusalOf(url: string, allowPrivate: boolean): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'url is not a valid URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'url must be http or https';
  if (parsed.username || parsed.password) return 'url must not carry a user name or password';
  if (allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `url's host ${host} does not resolve`;
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress))
    return 'url points at a loopback or private address (set WEBHOOK_ALLOW_PRIVATE=true to allow it)';
  return null;
}
