import { rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import {
  ArtifactRefused,
  installArtifact,
  VersionTaken,
  type UnpackLimits,
} from '../release/installArtifact';
import { checkVersionName, releasesOf } from '../release/releaseStore';
import { remoteOfWorkspace } from '../site-state/changes';
import { secondsSince, type Answer, type Asker, type ReleaseService } from './releaseService';

/** How much and how long one upload may take (decision 382; the site configuration's release section). */
export interface UploadLimits extends UnpackLimits {
  /** Bytes of the artifact as sent (RELEASE_UPLOAD_MAX_MB). */
  maxBytes: number;
  /** Seconds from the request's start to the last byte (RELEASE_UPLOAD_SECONDS). */
  seconds: number;
}

/** An upload refused: the status it is answered with, and why. Nothing was released. */
export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * The limits of the site configuration's release section; what one artifact may hold unpacked
 * follows from its size (a build compresses to about a third; its precompressed copies not at
 * all).
 */
export const uploadLimits = (release: {
  uploadMaxMegabytes: number;
  uploadSeconds: number;
}): UploadLimits => ({
  maxBytes: release.uploadMaxMegabytes * 1024 * 1024,
  seconds: release.uploadSeconds,
  maxUnpackedBytes: release.uploadMaxMegabytes * 5 * 1024 * 1024,
  maxEntries: 10_000,
});

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Each service's versions being uploaded now: a second upload of one is a re-used version. */
const uploadsOf = new WeakMap<ReleaseService, Set<string>>();

/**
 * `PUT /v1/releases/{workspace}/{version}`: takes the artifact in the request's body, only as
 * its list describes it and within `limits` (installArtifact), puts the release in place and
 * stages it as `stage` does. A refusal at any step leaves the releases and the site's state as
 * they were: a release that cannot be staged is taken away again.
 */
export async function takeUpload(
  service: ReleaseService,
  asker: Asker,
  request: IncomingMessage,
  release: { workspace: string; version: string },
  limits: UploadLimits,
): Promise<Answer> {
  const { workspace, version } = release;
  try {
    remoteOfWorkspace(workspace);
    checkVersionName(version);
  } catch (error) {
    throw new UploadRefused((error as Error).message, 400);
  }
  const key = `${workspace}@${version}`;
  const uploading = uploadsOf.get(service) ?? new Set<string>();
  uploadsOf.set(service, uploading);
  const folder = path.join(releasesOf(service.releasesRoot, workspace), version);
  if (uploading.has(key))
    throw new UploadRefused(`${workspace} ${version} is being uploaded now`, 409);
  const length = Number(request.headers['content-length'] ?? Number.NaN);
  if (length > limits.maxBytes)
    throw new UploadRefused(
      `The artifact is ${megabytes(length)}: an upload is at most ${megabytes(limits.maxBytes)} (RELEASE_UPLOAD_MAX_MB)`,
      413,
    );
  uploading.add(key);
  let received = 0;
  let cause: UploadRefused | null = null;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      received += chunk.length;
      if (received > limits.maxBytes) {
        cause = new UploadRefused(
          `The artifact is more than ${megabytes(limits.maxBytes)}: an upload is at most that (RELEASE_UPLOAD_MAX_MB)`,
          413,
        );
        return next(cause);
      }
      next(null, chunk);
    },
  });
  const timer = setTimeout(() => {
    cause = new UploadRefused(
      `The upload took more than ${limits.seconds} s (RELEASE_UPLOAD_SECONDS)`,
      408,
    );
    counted.destroy(cause);
  }, limits.seconds * 1000);
  request.on('error', (error) => counted.destroy(error));
  try {
    const installed = await installArtifact(
      request.pipe(counted),
      { releasesRoot: service.releasesRoot, workspace, version },
      limits,
    ).catch((error: Error) => {
      if (cause) throw cause;
      if (error instanceof VersionTaken) throw new UploadRefused(error.message, 409);
      if (error instanceof ArtifactRefused) throw new UploadRefused(error.message, 422);
      throw error;
    });
    clearTimeout(timer);
    const took = `${secondsSince(asker.started)} s`;
    service.log(
      `${asker.actor} uploaded ${workspace} ${version}: ${installed.files} files, ${megabytes(installed.bytes)}, in ${took}`,
    );
    let staged: Answer;
    try {
      staged = await service.stage(asker, { kind: 'release', workspace, version });
    } catch (error) {
      // Not staged: the release goes, so the same version can be uploaded again.
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
    return {
      ...staged,
      said: [
        `Received ${workspace} ${version} from ${asker.actor}: ${installed.files} files (${megabytes(installed.bytes)} unpacked, ${megabytes(received)} sent), each as its files.json lists it, in ${took}`,
        `Released ${workspace} ${version} into ${installed.folder}`,
        ...staged.said,
      ],
      seconds: secondsSince(asker.started),
    };
  } finally {
    clearTimeout(timer);
    uploading.delete(key);
  }
}
