import {
  existsSync,
  linkSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { writeAtomically } from 'shared-lib/files';
import { sha256Of, type ManifestFile } from '../generations/fileManifest';
import { generationsDir, sharedDir } from '../generations/siteState';

/** Where a node fetches generations from: the release service and the token it takes. */
export interface ReleaseServiceLink {
  url: string;
  token: string;
}

/** A generation (or a shared file) the node could not fetch whole and intact: nothing was kept. */
export class StageRefused extends Error {}

/** How many files of a generation are fetched at once. */
const FETCHES_AT_ONCE = 16;

async function fetchFrom(link: ReleaseServiceLink, route: string): Promise<Response> {
  const response = await fetch(`${link.url}${route}`, {
    headers: { authorization: `Bearer ${link.token}` },
  }).catch((error: Error) => {
    throw new StageRefused(`${link.url}${route} cannot be reached: ${error.message}`);
  });
  if (!response.ok) {
    const text = (await response.text()).trim();
    let said = text;
    try {
      said = (JSON.parse(text) as { error?: string }).error ?? text;
    } catch {
      // Not JSON: its text as it is.
    }
    throw new StageRefused(`${link.url}${route} answers ${response.status}: ${said}`);
  }
  return response;
}

const manifestOf = async (link: ReleaseServiceLink, route: string) =>
  ((await (await fetchFrom(link, route)).json()) as { files: ManifestFile[] }).files;

const encoded = (file: string) => file.split('/').map(encodeURIComponent).join('/');

/** A file's bytes, refused unless they are the size and hash its manifest gives. */
async function verifiedBytes(
  link: ReleaseServiceLink,
  route: string,
  file: ManifestFile,
  what: string,
) {
  const bytes = Buffer.from(
    await (await fetchFrom(link, `${route}/${encoded(file.path)}`)).arrayBuffer(),
  );
  if (bytes.length !== file.size || sha256Of(bytes) !== file.sha256)
    throw new StageRefused(
      `${what}: ${file.path} does not match its hash (${bytes.length} bytes, sha256 ${sha256Of(bytes).slice(0, 12)}…; the manifest says ${file.size} bytes, ${file.sha256.slice(0, 12)}…)`,
    );
  return bytes;
}

async function inTurns<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(FETCHES_AT_ONCE, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The file's time as the release service has it (seconds, to the microsecond). */
const keepTime = (file: string, { mtimeMs }: ManifestFile) =>
  utimesSync(file, mtimeMs / 1000, mtimeMs / 1000);

/** The content-hashed files every generation may link: only those the node lacks are fetched. */
export async function syncShared(link: ReleaseServiceLink, stateDir: string): Promise<number> {
  const files = await manifestOf(link, '/v1/shared/manifest');
  const missing = files.filter((file) => {
    const local = path.join(sharedDir(stateDir), file.path);
    return !existsSync(local) || statSync(local).size !== file.size;
  });
  await inTurns(missing, async (file) => {
    const bytes = await verifiedBytes(link, '/v1/shared/files', file, 'the shared files');
    const target = path.join(sharedDir(stateDir), file.path);
    writeAtomically(target, bytes);
    keepTime(target, file);
  });
  return missing.length;
}

/**
 * Fetches generation `id` from the release service into the node's state folder: its manifest,
 * then each file, checked against its size and hash (a file the last generation staged here has
 * with the same hash and time is linked instead), written beside the served ones and renamed into place
 * whole. Throws StageRefused naming the file, the generation and the cause; nothing is kept then.
 */
export async function stageGeneration(
  link: ReleaseServiceLink,
  stateDir: string,
  id: string,
  earlier?: { id: string; files: ManifestFile[] },
): Promise<{ files: ManifestFile[]; fetched: number; linked: number }> {
  const target = path.join(generationsDir(stateDir), id);
  const route = `/v1/generations/${id}`;
  const files = await manifestOf(link, `${route}/manifest`);
  await syncShared(link, stateDir);
  if (existsSync(target)) return { files, fetched: 0, linked: 0 };
  const building = path.join(generationsDir(stateDir), `.building-${id}-${process.pid}`);
  const before = new Map(
    (earlier?.files ?? []).map((file) => [file.path, `${file.sha256} ${file.mtimeMs}`]),
  );
  let linked = 0;
  rmSync(building, { recursive: true, force: true });
  try {
    const toFetch: ManifestFile[] = [];
    for (const file of files) {
      const destination = path.join(building, file.path);
      mkdirSync(path.dirname(destination), { recursive: true });
      const same = earlier && before.get(file.path) === `${file.sha256} ${file.mtimeMs}`;
      const source = earlier && path.join(generationsDir(stateDir), earlier.id, file.path);
      if (same && existsSync(source!)) {
        linkSync(source!, destination);
        linked += 1;
      } else toFetch.push(file);
    }
    await inTurns(toFetch, async (file) => {
      const bytes = await verifiedBytes(link, `${route}/files`, file, `generation ${id}`);
      const destination = path.join(building, file.path);
      writeFileSync(destination, bytes);
      keepTime(destination, file);
    });
    renameSync(building, target);
    return { files, fetched: toFetch.length, linked };
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
