import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderNginxConfig, type NginxSite } from './renderNginxConfig';

/** nginx as an unprivileged process with its own prefix: the binary Debian installs. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** The arguments that run nginx in the foreground with the generated configuration. */
export const nginxArgs = (prefix: string, extra: string[] = []): string[] => [
  '-p',
  prefix,
  '-c',
  path.join(prefix, 'nginx.conf'),
  '-e',
  path.join(prefix, 'error.log'),
  ...extra,
];

/** Writes nginx.conf and its includes into the prefix, with the folders nginx writes to. */
export function writeNginxConfig(site: NginxSite): string {
  for (const dir of ['temp/client_body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi'])
    mkdirSync(path.join(site.prefix, dir), { recursive: true });
  mkdirSync(path.dirname(site.accessLog), { recursive: true });
  for (const [name, text] of Object.entries(renderNginxConfig(site)))
    writeFileSync(path.join(site.prefix, name), text);
  return path.join(site.prefix, 'nginx.conf');
}
