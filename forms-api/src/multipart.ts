import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import busboy from 'busboy';
import { SNIFF_BYTES, sniffFileType, type SniffedType } from './fileType';
import { LIMITS } from './limits';
import { PartHeaderLimit, TooManyPartHeaders } from './partHeaderLimit';

/** A received file, written and synced to a temporary name until the submission is committed. */
export interface TempFile {
  field: string;
  tempPath: string;
  size: number;
  sha256: string;
  sniffed: SniffedType;
  originalName: string;
  declaredType: string;
}

export type ParseResult =
  | { ok: true; fields: Record<string, string>; repeated: string[]; file?: TempFile }
  | { ok: false; status: 400 | 413 | 415 | 507; field?: string; message: string };

class PartError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 507,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * Streams a multipart body: text fields into memory (each at most `LIMITS.fieldValueBytes`), the
 * one file to `tmpDir` under a generated name, hashed on the way and synced (`flush`) before its
 * descriptor is closed, which happens before this resolves. The first limit crossed stops reading
 * (the caller answers 413); so does `gone` (the client went away). On any failure the temporary
 * file is removed before this resolves, so nothing is left behind. Always settles.
 */
export function parseMultipart(
  req: IncomingMessage,
  tmpDir: string,
  gone: AbortSignal,
): Promise<ParseResult> {
  return new Promise((resolve) => {
    if (gone.aborted || req.destroyed) {
      resolve({ ok: false, status: 400, message: 'the upload was interrupted' });
      return;
    }
    let parser: busboy.Busboy;
    let headerLimit: PartHeaderLimit;
    try {
      parser = busboy({
        headers: req.headers,
        // A browser sends a file name as raw UTF-8 bytes (busboy's default reads them as latin1).
        defParamCharset: 'utf8',
        limits: {
          // busboy flags a part as over its limit when it *reaches* the limit: one byte more, so
          // a file or value of exactly the limit is accepted and one byte more is not.
          fileSize: LIMITS.fileBytes + 1,
          // One more of each than allowed, so the part that crosses the line can be named.
          files: LIMITS.files + 1,
          fields: LIMITS.fields + 1,
          parts: LIMITS.parts + 1,
          fieldSize: LIMITS.fieldValueBytes + 1,
          headerPairs: LIMITS.headerPairs,
        },
      });
      const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.headers['content-type'] ?? '');
      headerLimit = new PartHeaderLimit(boundary?.[1] ?? boundary?.[2] ?? '', LIMITS.headerPairs);
    } catch {
      resolve({ ok: false, status: 415, message: 'expected multipart/form-data with a boundary' });
      return;
    }

    const fields: Record<string, string> = {};
    const repeated: string[] = [];
    let parts = 0;
    let fieldCount = 0;
    let file: TempFile | undefined;
    let fileWrite: Promise<void> | undefined;
    let out: WriteStream | undefined;
    const tempPaths: string[] = [];
    let settled = false;
    let parsed = false;

    const fail = (caught: unknown) => {
      const error =
        caught instanceof PartError ? caught : new PartError(400, 'malformed multipart body');
      if (settled) return;
      settled = true;
      req.unpipe(headerLimit);
      headerLimit.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => {});
      out?.destroy();
      // Removing after the stream is closed, so no late write re-creates it.
      const cleanup = (
        out && !out.closed
          ? new Promise<void>((r) => out!.once('close', () => r()))
          : Promise.resolve()
      ).then(() => Promise.all(tempPaths.map((p) => rm(p, { force: true }))));
      void cleanup.then(() =>
        resolve({ ok: false, status: error.status, field: error.field, message: error.message }),
      );
    };

    const countPart = (name: string | undefined) => {
      // busboy passes a part without a name (a mangled Content-Disposition) as undefined.
      if (typeof name !== 'string') throw new PartError(400, 'a part has no name');
      parts += 1;
      if (parts > LIMITS.parts) throw new PartError(413, 'too many parts', name);
    };

    parser.on('field', (name, value, info) => {
      try {
        countPart(name);
        // busboy does not limit multipart field names: checked here.
        if (info.nameTruncated || Buffer.byteLength(name) > LIMITS.fieldNameBytes)
          throw new PartError(413, 'field name too long', name.slice(0, LIMITS.fieldNameBytes));
        fieldCount += 1;
        if (fieldCount > LIMITS.fields) throw new PartError(413, 'too many fields', name);
        if (info.valueTruncated)
          throw new PartError(413, `longer than ${LIMITS.fieldValueBytes} bytes`, name);
        if (name in fields) repeated.push(name);
        else fields[name] = value;
      } catch (error) {
        fail(error);
      }
    });

    parser.on('file', (name, stream, info) => {
      try {
        countPart(name);
        if (Buffer.byteLength(name) > LIMITS.fieldNameBytes)
          throw new PartError(413, 'field name too long', name.slice(0, LIMITS.fieldNameBytes));
        if (file || fileWrite) throw new PartError(413, 'too many files', name);
      } catch (error) {
        stream.resume();
        fail(error);
        return;
      }
      const tempPath = path.join(tmpDir, `${randomUUID()}.part`);
      tempPaths.push(tempPath);
      const hash = createHash('sha256');
      let head = Buffer.alloc(0);
      let size = 0;
      out = createWriteStream(tempPath, { flags: 'wx', mode: 0o600, flush: true });
      const target = out;
      fileWrite = new Promise<void>((done, reject) => {
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          hash.update(chunk);
          if (head.length < SNIFF_BYTES)
            head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
          if (!target.write(chunk)) {
            stream.pause();
            target.once('drain', () => stream.resume());
          }
        });
        stream.on('limit', () =>
          reject(new PartError(413, `larger than ${LIMITS.fileBytes} bytes`, name)),
        );
        stream.on('end', () => {
          if (stream.truncated) return; // 'limit' has already rejected
          // 'close', not 'finish': the fsync (`flush`) runs when the descriptor is closed, and the
          // file must be on disk before it is renamed into place.
          target.once('close', () => done());
          target.end();
        });
        stream.on('error', reject);
        target.on('error', (error: NodeJS.ErrnoException) =>
          reject(
            error.code === 'ENOSPC'
              ? new PartError(507, 'no space to store the file', name)
              : error,
          ),
        );
      }).then(() => {
        file = {
          field: name,
          tempPath,
          size,
          sha256: hash.digest('hex'),
          sniffed: sniffFileType(head),
          originalName: info.filename ?? '',
          declaredType: info.mimeType ?? '',
        };
      });
      fileWrite.catch((error: unknown) =>
        fail(
          error instanceof PartError ? error : new PartError(400, 'could not read the file', name),
        ),
      );
    });

    parser.on('partsLimit', () => fail(new PartError(413, 'too many parts')));
    parser.on('filesLimit', () => fail(new PartError(413, 'too many files')));
    parser.on('fieldsLimit', () => fail(new PartError(413, 'too many fields')));
    parser.on('error', () => fail(new PartError(400, 'malformed multipart body')));
    parser.on('close', () => {
      parsed = true;
      void (fileWrite ?? Promise.resolve()).then(
        () => {
          if (settled) return;
          settled = true;
          resolve({ ok: true, fields, repeated, file });
        },
        () => {}, // already handled by fail
      );
    });
    headerLimit.on('error', (error) =>
      fail(
        error instanceof TooManyPartHeaders
          ? new PartError(413, error.message)
          : new PartError(400, 'malformed multipart body'),
      ),
    );
    req.on('error', () => fail(new PartError(400, 'the upload was interrupted')));
    req.on('close', () => {
      if (!parsed && !req.complete) fail(new PartError(400, 'the upload was interrupted'));
    });
    gone.addEventListener('abort', () => fail(new PartError(400, 'the upload was interrupted')), {
      once: true,
    });
    req.pipe(headerLimit).pipe(parser);
  });
}
