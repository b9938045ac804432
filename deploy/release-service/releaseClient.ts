import type { SiteConfig } from '../config/siteConfig';
import { localUrl } from '../config/settingValues';
import { clientToken } from './serviceToken';

/** Where a client finds the release service, and the token it presents. */
export interface ReleaseServiceAddress {
  url: string;
  token: string | null;
}

/** The service refused, or did not answer: its words, for the command's output. */
export class ReleaseServiceError extends Error {}

/**
 * The release service of the site the configuration describes, on this machine (the token from
 * its state folder), or the one RELEASE_SERVICE_URL and RELEASE_TOKEN name.
 */
export function releaseServiceAddress(
  config: SiteConfig,
  env: NodeJS.ProcessEnv = process.env,
): ReleaseServiceAddress {
  return {
    url: env.RELEASE_SERVICE_URL ?? localUrl(config.listen.releaseService),
    token: clientToken(config.folders.state, env),
  };
}

/** One request to the release service; a refusal rejects with the service's words. */
export async function callReleaseService<T>(
  service: ReleaseServiceAddress,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
): Promise<T> {
  if (!service.token)
    throw new ReleaseServiceError(
      'No release service token: no site is served from this machine with this PORT (start it with npm start, npm run serve or npm run serve:nginx), or set RELEASE_TOKEN',
    );
  const response = await fetch(`${service.url}${route}`, {
    method,
    headers: { authorization: `Bearer ${service.token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).catch((error: Error) => {
    throw new ReleaseServiceError(
      `The release service at ${service.url} does not answer (${error.message}): is the site served?`,
    );
  });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok)
    throw new ReleaseServiceError(
      answer.error ?? `The release service answered ${response.status}`,
    );
  return answer;
}
