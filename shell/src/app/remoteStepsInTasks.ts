import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './nextTask';

type Plugin = ModuleFederationRuntimePlugin;

/**
 * A remote's part of a page is three pieces of work that the runtime would chain in one task: its
 * entry's script runs (the container and its share data), the container is initialised with the
 * shared modules, and the exposed module is evaluated (its component and its page's modules). On
 * a slow phone each is a long task of its own already; together they were the home page's longest
 * (decision 334). Each later step starts in a task of its own, so the browser can paint and answer
 * a tap between them; nothing waits on the network for it.
 */
export function remoteStepsInTasks(): Plugin {
  // The runtime awaits what these hooks return (they are its AsyncHooks), though their declared
  // result is void.
  return {
    name: 'remote-steps-in-tasks',
    beforeInitRemote: nextTask as unknown as NonNullable<Plugin['beforeInitRemote']>,
    beforeExecuteFactory: nextTask as unknown as NonNullable<Plugin['beforeExecuteFactory']>,
  };
}
