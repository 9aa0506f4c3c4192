import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outside fetch must not reach (SSRF): this host, the local network, link-local (cloud
 * metadata at 169.254.169.254), unspecified, multicast, and other reserved ranges.
 */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: may translate to a private IPv4
  ['100::', 64], // discard
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The 8 groups of an IPv6 address (embedded dotted IPv4 included), or null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  if (isIP(ip) !== 6) return null;
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * `::ffff:10.0.0.5` (also written `::ffff:a00:5`) is 10.0.0.5: IPv4-mapped IPv6 addresses are compared
 * as the IPv4 they carry. Other addresses come back lower-cased.
 */
export function unmapAddress(address: string): string {
  const g = ipv6Groups(address);
  if (!g || g.slice(0, 5).some((x) => x !== 0) || g[5] !== 0xffff) return address.toLowerCase();
  const [hi = 0, lo = 0] = g.slice(6);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** IPv4-compatible `::a.b.c.d` (deprecated; `::` and `::1` aside) never names a public host. */
const isIpv4Compatible = (ip: string) => {
  const g = ipv6Groups(ip);
  return !!g && g.slice(0, 6).every((x) => x === 0) && (g[6] !== 0 || (g[7] ?? 0) > 1);
};

const check = (list: BlockList, address: string): boolean => {
  const ip = unmapAddress(address);
  const family = isIP(ip);
  // Anything that is not a plain IP is treated as not public.
  if (family === 0 || (family === 6 && isIpv4Compatible(ip))) return list === NOT_PUBLIC;
  return list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
};

export const isNotPublicAddress = (address: string): boolean => check(NOT_PUBLIC, address);
export const isLoopbackAddress = (address: string): boolean => check(LOOPBACK, address);
