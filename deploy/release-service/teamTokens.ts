import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from 'shared-lib/files';

/**
 * A team's token (decision 381): it may upload releases of the remotes it names, and promote
 * them when it says so; nothing else. The service keeps its SHA-256 only: a token is 32 random
 * bytes, so a fast hash is as good as a slow one, and the file gives nobody a token.
 */
export interface TeamToken {
  /** Who it is, in the release log (`gifts-ci`). */
  name: string;
  /** The remotes' workspaces it may release (`mf-gifts`). */
  workspaces: string[];
  mayPromote: boolean;
  /** SHA-256 of the token, hex. */
  sha256: string;
  createdAt: string;
  createdBy: string;
}

/** A token the operator asked for that cannot be made, or one that is not there. */
export class TokenRefused extends Error {}

/** `{state}/release-tokens.json`, readable by its owner only, written by the service alone. */
export const teamTokensFile = (stateDir: string) => path.join(stateDir, 'release-tokens.json');

/** A name is one word a person reads in the log. */
const TOKEN_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** A team token: `rt_` (a release token, for secret scanners) then 32 random bytes. */
const newToken = () => `rt_${randomBytes(32).toString('base64url')}`;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export function readTeamTokens(stateDir: string): TeamToken[] {
  const file = teamTokensFile(stateDir);
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { tokens?: TeamToken[] };
  if (!Array.isArray(parsed.tokens)) throw new Error(`${file}: field "tokens" must be a list`);
  return parsed.tokens;
}

function writeTeamTokens(stateDir: string, tokens: TeamToken[]): void {
  writeAtomically(teamTokensFile(stateDir), `${JSON.stringify({ tokens }, null, 2)}\n`, {
    mode: 0o600,
  });
}

/** Makes a token for `workspaces`; the token itself is returned once and kept nowhere. */
export function createTeamToken(
  stateDir: string,
  request: { name: string; workspaces: string[]; mayPromote: boolean; by: string; now: Date },
): { token: string; record: TeamToken } {
  if (!TOKEN_NAME.test(request.name))
    throw new TokenRefused(
      `"${request.name}" is not a token name: lower-case letters, digits, '.', '_' and '-', like gifts-ci`,
    );
  const tokens = readTeamTokens(stateDir);
  if (tokens.some((token) => token.name === request.name))
    throw new TokenRefused(
      `A token named ${request.name} exists: revoke it first (release token revoke ${request.name}) or choose another --name`,
    );
  const token = newToken();
  const record: TeamToken = {
    name: request.name,
    workspaces: request.workspaces,
    mayPromote: request.mayPromote,
    sha256: sha256(token).toString('hex'),
    createdAt: request.now.toISOString(),
    createdBy: request.by,
  };
  writeTeamTokens(stateDir, [...tokens, record]);
  return { token, record };
}

export function revokeTeamToken(stateDir: string, name: string): TeamToken {
  const tokens = readTeamTokens(stateDir);
  const record = tokens.find((token) => token.name === name);
  if (!record)
    throw new TokenRefused(
      `No token named ${name}; there are: ${tokens.map((token) => token.name).join(', ') || 'none'}`,
    );
  writeTeamTokens(
    stateDir,
    tokens.filter((token) => token !== record),
  );
  return record;
}

/** The team token `presented` is, compared without telling how much of it matched; or null. */
export function findTeamToken(stateDir: string, presented: string): TeamToken | null {
  if (!presented.startsWith('rt_')) return null;
  const hash = sha256(presented);
  return (
    readTeamTokens(stateDir).find((token) =>
      timingSafeEqual(hash, Buffer.from(token.sha256, 'hex')),
    ) ?? null
  );
}
