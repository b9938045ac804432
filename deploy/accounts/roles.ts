import { REMOTE_APPS } from 'shared-lib/apps';

/**
 * What an account may do (decision 400). One role per account; an admin may do everything.
 * - `editor`: the content;
 * - `marketing`: the content, the gift campaigns and mf-gifts' releases (the seasonal swap);
 * - `team-{remote}` (`team-stores`…): its remote's releases only, as the release service's team
 *   tokens (decision 381), and no content;
 * - `admin`: the accounts, and everything the others may.
 */
export const TEAM_ROLES = Object.fromEntries(
  REMOTE_APPS.map((app) => [`team-${app.name.replace(/_/g, '-')}`, app.workspace]),
) as Record<string, string>;

export const ROLES = ['editor', 'marketing', 'admin', ...Object.keys(TEAM_ROLES)] as const;
export type Role = string;

/** The remote whose releases carry the gift campaigns. */
export const CAMPAIGN_WORKSPACE = 'mf-gifts';

export const isRole = (name: string): name is Role => (ROLES as readonly string[]).includes(name);

export const mayEditContent = (role: Role) => ['editor', 'marketing', 'admin'].includes(role);

export const mayEditCampaigns = (role: Role) => ['marketing', 'admin'].includes(role);

export const mayManageAccounts = (role: Role) => role === 'admin';

/** The workspaces whose releases the role may stage, schedule, promote, roll back and abort. */
export function releasableWorkspaces(role: Role): string[] {
  if (role === 'admin') return REMOTE_APPS.map((app) => app.workspace);
  if (role === 'marketing') return [CAMPAIGN_WORKSPACE];
  const team = TEAM_ROLES[role];
  return team ? [team] : [];
}

/** The release console shows what is served to those who release something. */
export const mayUseReleaseConsole = (role: Role) => releasableWorkspaces(role).length > 0;
