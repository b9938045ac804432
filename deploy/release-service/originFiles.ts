import { createReadStream, existsSync, statSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { folderManifest, type ManifestFile } from '../generations/fileManifest';
import { generationsDir, sharedDir } from '../generations/siteState';
import { isInsideRoot } from '../server/isInsideRoot';

/** A generation's files, or the shared folder's, as an origin node fetches them. */
const ROUTE = /^\/v1\/(?:generations\/(\d{6})|(shared))\/(manifest|files\/(.+))$/;

/**
 * The files origin nodes stage from the release service (decision 392): `GET
 * /v1/generations/{id}/manifest` (every file with its size, hash and time) and
 * `/v1/generations/{id}/files/{path}`, the same under `/v1/shared/` for the content-hashed files
 * every generation may link. A generation never changes once in place, so its manifest is hashed
 * once; the shared folder only grows, so a file is hashed once too.
 */
export function originFiles(stateDir: string) {
  const generations = new Map<string, ManifestFile[]>();
  let shared = new Map<string, ManifestFile>();
  return (pathname: string, res: http.ServerResponse): boolean => {
    const match = ROUTE.exec(pathname);
    if (!match) return false;
    const [, generation, isShared, what, file] = match;
    const root = isShared ? sharedDir(stateDir) : path.join(generationsDir(stateDir), generation!);
    const json = (status: number, body: unknown) =>
      res
        .writeHead(status, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
        })
        .end(`${JSON.stringify(body)}\n`);
    // The shared folder appears with the first remote stylesheet copied: none yet is none.
    if (isShared && what === 'manifest' && !existsSync(root)) {
      json(200, { files: [] });
      return true;
    }
    if (!existsSync(root)) {
      json(404, {
        error: `${isShared ? 'The shared folder' : `Generation ${generation}`} is not here`,
      });
      return true;
    }
    if (what === 'manifest') {
      let files: ManifestFile[];
      if (isShared) {
        files = folderManifest(root, shared);
        shared = new Map(files.map((one) => [one.path, one]));
      } else {
        files = generations.get(generation!) ?? folderManifest(root);
        generations.set(generation!, files);
      }
      json(200, { files });
      return true;
    }
    const target = path.join(root, decodeURIComponent(file!));
    if (!isInsideRoot(root, target) || !existsSync(target) || !statSync(target).isFile()) {
      json(404, { error: `No file ${file} in ${pathname.split('/files/')[0]}` });
      return true;
    }
    res.writeHead(200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(statSync(target).size),
      'Cache-Control': 'no-store',
    });
    createReadStream(target).pipe(res);
    return true;
  };
}
