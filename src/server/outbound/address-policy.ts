/**
 * Which network addresses the server may open a connection to on someone else's say-so.
 *
 * The ranges come from ipaddr.js, not a hand-written list: every spelling of an address (IPv4,
 * IPv6, IPv4-mapped IPv6 such as ::ffff:7f00:1, zone ids) is parsed to one value and classified.
 * Only globally routed unicast passes. Everything else is refused, including the translation
 * prefixes (NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32), because a
 * gateway on the server's network would turn them back into an IPv4 address we never checked.
 */
import ipaddr from 'ipaddr.js';

/** Null when the address is public unicast; otherwise the name of the range it falls in. */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  let parsed: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(address);
  // ::ffff:a.b.c.d is the IPv4 address a.b.c.d on a dual-stack socket: judge it as that.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range !== 'unicast') return range;
  // ::a.b.c.d (IPv4-compatible, deprecated) is unicast to the library but nobody's public host.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0))
    return 'ipv4Compatible';
  return null;
}
