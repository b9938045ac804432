import {
  secondsSince as seconds,
  type Answer,
  type Asker,
  type ReleaseService,
} from './releaseService';
import { createTeamToken, readTeamTokens, revokeTeamToken } from './teamTokens';

/**
 * `token create <workspace>… [--name <who>] [--may-promote]`: a team's token, printed once on
 * the answer's last line; the service keeps its hash only.
 */
export function createToken(
  service: ReleaseService,
  asker: Asker,
  stateDir: string,
  request: { workspaces: string[]; name?: string; mayPromote: boolean },
): Promise<Answer> {
  const name = request.name ?? `${request.workspaces[0]!.replace(/^mf-/, '')}-team`;
  const { token, record } = createTeamToken(stateDir, {
    name,
    workspaces: request.workspaces,
    mayPromote: request.mayPromote,
    by: asker.actor,
    now: service.now(),
  });
  service.log(
    `${asker.actor} created the token ${record.name} for ${record.workspaces.join(', ')}${record.mayPromote ? ', may promote' : ''}`,
  );
  return Promise.resolve({
    said: [
      `Created the token ${record.name}: it may upload ${record.workspaces.join(', ')}${record.mayPromote ? ' and promote them' : ' (not promote)'}, and nothing else, ${seconds(asker.started)} s`,
      'Keep it in your CI secrets: it is shown this once (the service keeps only its SHA-256):',
      token,
    ],
    seconds: seconds(asker.started),
  });
}

/** `token list`: each team token's name, remotes, rights and maker; never a token. */
export function listTokens(asker: Asker, stateDir: string): Promise<Answer> {
  const tokens = readTeamTokens(stateDir);
  return Promise.resolve({
    said:
      tokens.length === 0
        ? ['No team tokens']
        : tokens.map(
            (token) =>
              `${token.name.padEnd(24)} ${token.workspaces.join(',').padEnd(24)} ${token.mayPromote ? 'upload, promote' : 'upload'}  (by ${token.createdBy}, ${token.createdAt})`,
          ),
    seconds: seconds(asker.started),
  });
}

/** `token revoke <name>`: the token is refused from its next request on. */
export function revokeToken(
  service: ReleaseService,
  asker: Asker,
  stateDir: string,
  name: string,
): Promise<Answer> {
  const record = revokeTeamToken(stateDir, name);
  service.log(`${asker.actor} revoked the token ${record.name}`);
  return Promise.resolve({
    said: [
      `Revoked the token ${record.name} (${record.workspaces.join(', ')}): refused from now on, ${seconds(asker.started)} s`,
    ],
    seconds: seconds(asker.started),
  });
}
