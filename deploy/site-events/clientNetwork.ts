import { isIPv4, isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, `::` expanded; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/**
 * The network a client address belongs to, as one client may hold many of its addresses: its
 * IPv4 /24 or IPv6 /64 (a home or phone gets a whole /64), e.g. `203.0.113.0/24` or
 * `2001:db8:0:1::/64`. Used in memory only, to limit what one client can contribute; never
 * stored. An address that is neither (a Unix socket's) is its own network.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) {
    const groups = ipv6Groups(address.split('%')[0]!.toLowerCase());
    if (groups)
      return `${groups
        .slice(0, 4)
        .map((group) => group.replace(/^0+(?=.)/, ''))
        .join(':')}::/64`;
  }
  return address;
}
