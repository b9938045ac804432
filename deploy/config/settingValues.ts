import { isIP } from 'node:net';
import path from 'node:path';

/** Where a service listens: a host (an address or a name) and a TCP port. */
export interface ListenAddress {
  host: string;
  port: number;
}

/** A value a setting cannot take; the message says what it should be. */
export class BadValue extends Error {}

/** What a setting's value was given as: a string (environment) or anything JSON holds (file). */
export type Given = unknown;

const text = (given: Given, what: string): string => {
  if (typeof given !== 'string' || given.trim() === '') throw new BadValue(`not ${what}`);
  return given.trim();
};

/** A TCP port: a whole number from 1 to 65535 (a number in the file, digits in the environment). */
export function port(given: Given): number {
  const value = typeof given === 'string' && /^\d+$/.test(given.trim()) ? Number(given) : given;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 65_535)
    throw new BadValue('not a port (a whole number from 1 to 65535)');
  return value;
}

/** A number of seconds, 0 or more (fractions allowed), at most a day. */
export function seconds(given: Given): number {
  const value = typeof given === 'string' && given.trim() !== '' ? Number(given) : given;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 86_400)
    throw new BadValue('not a number of seconds (0 to 86400)');
  return value;
}

/** `host:port`, the host an IPv4 address, a name or a bracketed IPv6 address (`[::1]:8080`). */
export function listenAddress(given: Given): ListenAddress {
  const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):([^:]+)$/.exec(text(given, 'host:port'));
  if (!match) throw new BadValue('not host:port (e.g. 127.0.0.1:8080)');
  let parsed: number;
  try {
    parsed = port(match[2]);
  } catch {
    throw new BadValue(`not host:port: ${match[2]} is not a port (1 to 65535)`);
  }
  return { host: match[1]!.replace(/^\[|\]$/g, ''), port: parsed };
}

/**
 * An origin as browsers compare them: `http(s)://host[:port]`, nothing after it (no path, no
 * trailing slash), written as the browser writes it (lower case, no default port).
 */
export function origin(given: Given): string {
  const written = text(given, 'an origin (https://host[:port])');
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    throw new BadValue('not an origin (https://host[:port])');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BadValue('not an origin: http or https only');
  if (url.origin !== written)
    throw new BadValue(`not an origin as a browser writes it: ${url.origin}`);
  return written;
}

/**
 * Addresses of proxies, each an IP address or a network (`127.0.0.1`, `10.0.0.0/8`, `::1`): a
 * list in the file, comma separated in the environment.
 */
export function addresses(given: Given): string[] {
  const list = typeof given === 'string' ? given.split(',').map((item) => item.trim()) : given;
  if (!Array.isArray(list)) throw new BadValue('not a list of IP addresses or networks');
  return list.map((item: unknown) => {
    const [address, bits, extra] = typeof item === 'string' ? item.split('/') : [];
    const family = isIP(address ?? '');
    const most = family === 6 ? 128 : 32;
    if (
      !family ||
      extra !== undefined ||
      (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= most))
    )
      throw new BadValue(`${JSON.stringify(item)} is not an IP address or network (10.0.0.0/8)`);
    return item as string;
  });
}

/** A folder: a path, made absolute against `base` (the file's folder, or the working folder). */
export const folder = (given: Given, base: string): string =>
  path.resolve(base, text(given, 'a folder (a path)'));

/** The host a client on this machine connects to for a listen address (a wildcard is loopback). */
export function connectHost({ host }: ListenAddress): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '::1';
  return host;
}

/** `http://host:port` of a listen address, for a client on this machine. */
export function localUrl(address: ListenAddress): string {
  const host = connectHost(address);
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Whether two services cannot both listen: the same port on the same host or on a wildcard. */
export function clash(a: ListenAddress, b: ListenAddress): boolean {
  const wildcard = (host: string) => host === '0.0.0.0' || host === '::';
  return a.port === b.port && (a.host === b.host || wildcard(a.host) || wildcard(b.host));
}
