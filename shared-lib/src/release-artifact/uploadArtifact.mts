import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { readArtifactList } from 'shared-lib/release-artifact';

/*
 * The client side of the release service's upload (decision 381): one PUT of an artifact to
 * `/v1/releases/{workspace}/{version}` with a token. The service checks every file against the
 * artifact's list, puts the release in place and stages it; its answer names the preview
 * address. Used by `npm run release -- upload` and by site-tooling's `site-release upload`.
 *
 * Node reads this file as it is (type stripping): no syntax that only TypeScript can run.
 */

/** The route a release is uploaded to. */
export const uploadRoute = (workspace: string, version: string): string =>
  `/v1/releases/${encodeURIComponent(workspace)}/${encodeURIComponent(version)}`;

/** What the service answers an upload it took. */
export interface UploadAnswer {
  said: string[];
  seconds: number;
  /** The staged candidate's preview address. */
  preview?: string;
}

/** The service refused the upload, or could not be reached: its status (0: no answer) and words. */
export class ReleaseUploadError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export interface UploadOptions {
  /** The release service's address (`https://releases.example:8443`). */
  to: string;
  token: string;
  /** Who uploads, for the release log; the service records a team token's own name instead. */
  actor?: string;
}

/**
 * Uploads the artifact `file` and resolves with the service's answer. The request is streamed;
 * an answer that comes before the whole file was sent (a refusal) is the answer.
 */
export async function uploadReleaseArtifact(
  file: string,
  { to, token, actor }: UploadOptions,
): Promise<UploadAnswer> {
  const list = await readArtifactList(file);
  const url = new URL(uploadRoute(list.workspace, list.version!), to);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ReleaseUploadError(`--to ${to} is not an http(s) address`, 0);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = client.request(url, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/gzip',
        'content-length': statSync(file).size,
        ...(actor ? { 'x-release-actor': encodeURIComponent(actor) } : {}),
      },
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: UploadAnswer & { error?: string };
        try {
          body = JSON.parse(text) as UploadAnswer & { error?: string };
        } catch {
          reject(
            new ReleaseUploadError(
              `${url.origin} answered ${response.statusCode}: ${text.slice(0, 200)}`,
              response.statusCode ?? 0,
            ),
          );
          return;
        }
        if (response.statusCode === 200) resolve(body);
        else
          reject(
            new ReleaseUploadError(
              body.error ?? `${url.origin} answered ${response.statusCode}`,
              response.statusCode ?? 0,
            ),
          );
      });
    });
    request.on('error', (error) => {
      // A refusal answered before the whole file was sent closes the connection under it.
      if (answered) return;
      reject(
        new ReleaseUploadError(
          `The release service at ${url.origin} does not answer (${error.message})`,
          0,
        ),
      );
    });
    const body = createReadStream(file);
    body.on('error', (error) => request.destroy(error));
    body.pipe(request);
  });
}

/**
 * `promote` of a staged release, as a team's token may ask when it was made with --may-promote:
 * resolves with the service's answer, rejects with its words.
 */
export async function promoteRelease(
  release: { workspace: string; version: string },
  { to, token }: Omit<UploadOptions, 'actor'>,
): Promise<UploadAnswer> {
  const url = new URL('/v1/commands', to);
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ command: 'promote', args: release }),
  }).catch((error: Error) => {
    throw new ReleaseUploadError(
      `The release service at ${url.origin} does not answer (${error.message})`,
      0,
    );
  });
  const body = (await response.json()) as UploadAnswer & { error?: string };
  if (!response.ok)
    throw new ReleaseUploadError(
      body.error ?? `${url.origin} answered ${response.status}`,
      response.status,
    );
  return body;
}
