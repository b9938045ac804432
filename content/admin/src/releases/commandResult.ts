import type { CommandResult } from './consoleApi';
import { canberraText } from './canberraTime';

/**
 * What the console says after a command: live, with the generation and the time (Canberra), or
 * staged with its preview, or what the service said; refused, with its reason.
 */
export function resultMessage(what: string, result: CommandResult): string {
  if (!result.ok) return `${what} refused: ${result.reason}`;
  if (result.entry)
    return `${what}: live, generation ${result.entry.generation} since ${canberraText(result.entry.time)} (Canberra time), in ${result.seconds.toFixed(1)} s`;
  if (result.preview) return `${what}: staged, preview at ${result.preview}`;
  return `${what}: ${result.said.join(' ')}`;
}
