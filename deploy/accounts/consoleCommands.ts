import type { SiteStateDocument } from '../site-state/siteStateDocument';
import { releasableWorkspaces, type Role } from './roles';

/** What the release console may ask of the release service: a command and its words. */
export interface ConsoleCommand {
  command: string;
  args: Record<string, string | boolean | undefined>;
}

/** The release operations the console offers (the service's own, decision 402). */
const CONSOLE_COMMANDS = [
  'stage',
  'promote',
  'rollback',
  'schedule',
  'unschedule',
  'discard',
  'canary',
  'abort',
] as const;

/** Why a role may not run a console command: 403 and these words. */
export class ConsoleForbidden extends Error {}

const workspaceOfChange = (change: { kind: string; workspace?: string }) =>
  change.kind === 'release' ? (change.workspace ?? null) : 'content';

/**
 * The workspace a command acts on: its `workspace`, or that of the candidate or schedule it
 * names (read from the served state document, so a console cannot name another team's).
 */
function workspaceOf(request: ConsoleCommand, document: SiteStateDocument): string | null {
  const { args } = request;
  if (typeof args.candidate === 'string') {
    const candidate = document.candidates.find((staged) => staged.id === args.candidate);
    return candidate ? workspaceOfChange(candidate.change) : null;
  }
  if (request.command === 'unschedule' && typeof args.id === 'string') {
    const planned = document.schedules.find((schedule) => schedule.id === args.id);
    return planned ? workspaceOfChange(planned.change) : null;
  }
  return typeof args.workspace === 'string' ? args.workspace : null;
}

/**
 * Checks that `role` may run `request` (decision 400): one of the console's commands, on a
 * remote the role releases. A rollback of the whole site (no workspace) is an admin's.
 */
export function checkConsoleCommand(
  role: Role,
  request: ConsoleCommand,
  document: SiteStateDocument,
): void {
  if (!(CONSOLE_COMMANDS as readonly string[]).includes(request.command))
    throw new ConsoleForbidden(
      `The release console runs ${CONSOLE_COMMANDS.join(', ')}; ${String(request.command)} is the command line's`,
    );
  const allowed = releasableWorkspaces(role);
  const workspace = workspaceOf(request, document);
  if (workspace === null) {
    if (role === 'admin') return;
    throw new ConsoleForbidden(
      `${request.command} needs a remote you release: ${allowed.join(', ')}`,
    );
  }
  if (!allowed.includes(workspace))
    throw new ConsoleForbidden(
      `${role} accounts release ${allowed.join(', ') || 'nothing'}, not ${workspace}`,
    );
}
