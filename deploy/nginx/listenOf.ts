import type { ListenAddress } from '../config/settingValues';

/** An address as nginx's `listen` takes it (an IPv6 address in brackets). */
export const listenOf = ({ host, port }: ListenAddress) =>
  `${host.includes(':') ? `[${host}]` : host}:${port}`;
