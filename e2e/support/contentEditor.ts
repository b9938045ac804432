import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { startEditorBackend } from 'deploy/editor-backend';
import { publishOnSave } from 'deploy/publish-on-save';
import { E2E_STATE_DIR, release, RELEASE_ENV } from './releases';
import { REPO_ROOT, SITE_PORT } from './site';

export const SEED_DIR = path.join(REPO_ROOT, 'content/seed');

/** A picture as an editor would upload it: a PNG of one colour, written to `file`. */
export function writePicture(file: string, width: number, height: number): string {
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3, Buffer.from([20, 90, 160])),
  ]);
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
  return file;
}

export interface EditingSession {
  /** The copy of the seed the editor writes (never the committed seed). */
  contentDir: string;
  /** A logo to upload (300 × 150). */
  logo: string;
  /** A photo for an offer to upload (900 × 500: not the 600 × 400 of the seed's thumbnails). */
  photo: string;
  /** Puts the served site back to the seed's content, stops everything, removes the copy. */
  stop(): Promise<void>;
}

/**
 * What `npm start` adds to the served site for editing, on a copy of the seed: the editor's
 * local backend at the site's port + 7, and a publish of every save as a new generation.
 */
export async function startEditing(): Promise<EditingSession> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'e2e-editor-'));
  const contentDir = path.join(work, 'content');
  cpSync(SEED_DIR, contentDir, { recursive: true });
  // The copy's editor edits no gift campaigns: they are the repository's.
  const backend = await startEditorBackend({
    shellPort: SITE_PORT,
    stateDir: E2E_STATE_DIR,
    contentDir,
  });
  const publishing = publishOnSave(SITE_PORT, contentDir, RELEASE_ENV);
  return {
    contentDir,
    logo: writePicture(path.join(work, 'logo.png'), 300, 150),
    photo: writePicture(path.join(work, 'gift-wrap-sale.png'), 900, 500),
    async stop() {
      publishing.close();
      await publishing.idle();
      await backend.close();
      // The site shows the seed again, whatever the tests published (as a generation of its own).
      await release('publish', '--content', SEED_DIR, '--as', 'e2e');
      rmSync(work, { recursive: true, force: true });
    },
  };
}
