import { availableParallelism } from 'node:os';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The text files a generation serves: pages, page data, manifests, the sitemap, stylesheets. */
const TEXT_FILE = /\.(html|json|js|css|svg|txt|xml|webmanifest)$/;
/** As the builds' own copies (tooling/webpack/precompress.cjs): small files are sent as they are… */
const MIN_BYTES = 256;
/** …and so is a file its encoding shrinks by less than a tenth. */
const MAX_RATIO = 0.9;

/**
 * Brotli's quality for what a generation writes: 5, what nginx sent on the fly. 10 and 11 save
 * another 10 to 13 % but cost 20 and 60 times the CPU (7 and 20 s a generation on one core
 * here), which every publish would wait for (decision 330). The builds keep 11: their files
 * are written once and cached for a year.
 */
const BROTLI_QUALITY = 5;

const ENCODINGS = [
  {
    suffix: '.br',
    compress: (bytes: Buffer) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: '.gz', compress: (bytes: Buffer) => gzipped(bytes, { level: 9 }) },
] as const;

export interface CompressReport {
  /** Text files given copies now. */
  files: number;
  /** Their bytes, and the bytes of their brotli copies. */
  bytes: number;
  brotliBytes: number;
  seconds: number;
}

const modifiedAt = (file: string): Promise<number | null> =>
  stat(file).then(
    (stats) => stats.mtimeMs,
    () => null,
  );

/**
 * A copy written before its file was (linked in from an earlier build or publish, whose file was
 * since replaced) would send old bytes: such a file is compressed again.
 */
async function hasCurrentCopies(file: string): Promise<boolean> {
  const [source, ...copies] = await Promise.all(
    [file, ...ENCODINGS.map(({ suffix }) => file + suffix)].map(modifiedAt),
  );
  return copies.every((copy) => copy !== null && copy >= source!);
}

/** Written whole, then renamed: a server never sends half a copy, nor writes into a linked file. */
async function writeCopy(file: string, bytes: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

async function textFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a brotli and a gzip (9) copy beside each text file under `dir` that has none yet, as
 * the builds do for their own files (decision 282), so that both servers send every page and
 * page data as it is instead of compressing it for each request (decision 330). The zlib work
 * runs in libuv's thread pool, one file per core at a time, off the main thread.
 */
export async function compressPages(
  dir: string,
  { parallel = availableParallelism() }: { parallel?: number } = {},
): Promise<CompressReport> {
  const started = Date.now();
  const report: CompressReport = { files: 0, bytes: 0, brotliBytes: 0, seconds: 0 };
  const queue = await textFilesUnder(dir);
  const compressNext = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (await hasCurrentCopies(file)) continue;
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) continue;
      let written = 0;
      for (const { suffix, compress } of ENCODINGS) {
        const copy = await compress(bytes);
        if (copy.length > bytes.length * MAX_RATIO) continue;
        await writeCopy(file + suffix, copy);
        written += 1;
        if (suffix === '.br') report.brotliBytes += copy.length;
      }
      if (written === 0) continue;
      report.files += 1;
      report.bytes += bytes.length;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, compressNext));
  report.seconds = (Date.now() - started) / 1000;
  return report;
}
