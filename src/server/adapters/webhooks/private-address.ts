import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Addresses a webhook must not reach unless private networks are allowed: loopback, private,
 * carrier-grade NAT, link-local (cloud metadata), unspecified, multicast and reserved ranges, the
 * IPv6 forms that carry an IPv4 address inside (IPv4-compatible `::a.b.c.d`, NAT64, 6to4, Teredo),
 * and every address of this machine's own interfaces.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // Unspecified, loopback and the deprecated IPv4-compatible form (`[::127.0.0.1]` is `::7f00:1`).
  ['::', 96],
  // NAT64: the well-known prefix and the local-use one (RFC 8215), which reach any IPv4 address.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // IETF protocol assignments, Teredo (2001::/32) among them; documentation.
  ['2001::', 23],
  ['2001:db8::', 32],
  // 6to4 (RFC 7526, deprecated): `2002:7f00:1::` is 127.0.0.1 behind a relay.
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Host names that always mean this machine (RFC 6761), with or without the final dot. */
const LOCAL_NAME = /(^|\.)localhost$/i;

const dottedMapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
/** IPv4-mapped in hex, as URL parsing writes it (`::ffff:7f00:1`). */
const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

const dotted = (high: string, low: string) =>
  [parseInt(high, 16) >> 8, parseInt(high, 16) & 255, parseInt(low, 16) >> 8, parseInt(low, 16) & 255].join('.');

/** Every address this machine's interfaces carry now (a public address of the host included). */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces()))
    for (const entry of list ?? []) own.add(entry.address.replace(/%.*$/, '').toLowerCase());
  return own;
}

/** The canonical text of an IPv6 address as Node writes it (so `::127.0.0.1` and `::7f00:1` compare equal). */
const canonicalIpv6 = (address: string) => new URL(`http://[${address}]/`).hostname.replace(/^\[|\]$/g, '');

/** Is this IP address (v4 or v6, IPv4-mapped included) outside the public internet, or this machine's own? */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/%.*$/, '');
  const mapped = dottedMapped.exec(bare);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const family = isIP(bare);
  if (family === 0) return true;
  const own = ownAddresses();
  if (family === 4) return blocked.check(bare, 'ipv4') || own.has(bare);
  const canonical = canonicalIpv6(bare);
  const hex = hexMapped.exec(canonical);
  if (hex) return isPrivateAddress(dotted(hex[1]!, hex[2]!));
  return blocked.check(canonical, 'ipv6') || own.has(canonical) || own.has(bare.toLowerCase());
}

/** Is this a name for this machine whatever DNS says (`localhost`, `localhost.`, `x.localhost`)? */
export function isLocalHostName(hostname: string): boolean {
  return LOCAL_NAME.test(hostname.replace(/\.+$/, ''));
}

/** Does this host name (or literal address) point into a private network now? Unresolvable hosts do not. */
export async function hostIsPrivate(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPrivateAddress(host);
  if (isLocalHostName(host)) return true;
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.some((a) => isPrivateAddress(a.address));
  } catch {
    return false;
  }
}
