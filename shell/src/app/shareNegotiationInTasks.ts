import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './nextTask';

type Plugin = ModuleFederationRuntimePlugin;
type BeforeLoadShare = NonNullable<Plugin['beforeLoadShare']>;

/**
 * The shell's runtime plugin from its build (webpack.config.cjs), so it takes part before any of
 * the shell's code runs: the bootstrap's shared modules (React, React DOM, zustand, each part of
 * shared-lib) are negotiated together in the promises of the task that loaded the entry, which
 * on a slow phone made one long task of the runtime's version checks and chunk requests. Each
 * module's negotiation starts in a task of its own instead, so the browser can paint and answer
 * a tap between them; nothing waits on the network for it (decision 335). startShell registers
 * it for the remotes' runtimes as well, whose exposed modules negotiate theirs when they load.
 */
export default function shareNegotiationInTasks(): Plugin {
  const beforeLoadShare: BeforeLoadShare = async (args) => {
    await nextTask();
    // The hook is a waterfall: the runtime negotiates with what it is handed back.
    return args;
  };
  return { name: 'share-negotiation-in-tasks', beforeLoadShare };
}
