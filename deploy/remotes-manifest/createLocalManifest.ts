import type { RemoteName, RemotesManifest } from 'shared-lib/contracts';

/** Loopback ports of the remotes, after the shell's own port, in manifest order. */
export const REMOTE_PORT_OFFSETS: Record<RemoteName, number> = {
  stores: 1,
  whats_on: 2,
  gifts: 3,
  forms: 4,
};

/** The remotes manifest for a site served on loopback, each remote on its own origin. */
export function createLocalManifest(shellPort: number, host = '127.0.0.1'): RemotesManifest {
  const entry = (name: RemoteName) =>
    `http://${host}:${shellPort + REMOTE_PORT_OFFSETS[name]}/remoteEntry.js`;
  return {
    remotes: {
      stores: entry('stores'),
      whats_on: entry('whats_on'),
      gifts: entry('gifts'),
      forms: entry('forms'),
    },
  };
}
