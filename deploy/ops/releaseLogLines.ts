import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/**
 * A line of the release log as the release side wrote it: `time` and `action` always, any other
 * field as that action has it. Read as plain JSON and each field checked where it is used: the
 * release service may add actions and fields this reader does not know.
 */
export interface ReleaseLogLine {
  time: number;
  action: string;
  fields: Record<string, unknown>;
}

/** The log grows by a line a change; its end holds every change an alert or a chart looks at. */
const TAIL_BYTES = 1024 * 1024;

/**
 * The release log's lines (oldest first) from its last megabyte; a missing file is no lines, and
 * a line that is not a JSON object with a `time` and an `action` is skipped and counted.
 */
export function readReleaseLogLines(file: string): { lines: ReleaseLogLine[]; skipped: number } {
  let text = '';
  try {
    const fd = openSync(file, 'r');
    try {
      const { size } = fstatSync(fd);
      const length = Math.min(size, TAIL_BYTES);
      const buffer = Buffer.alloc(length);
      readSync(fd, buffer, 0, length, size - length);
      text = buffer.toString('utf8');
      if (length < size) text = text.slice(text.indexOf('\n') + 1);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { lines: [], skipped: 0 };
    throw error;
  }
  return parseReleaseLogLines(text.split('\n'));
}

/** Lines of the release log, oldest first; one that is not a change is skipped and counted. */
export function parseReleaseLogLines(texts: string[]): {
  lines: ReleaseLogLine[];
  skipped: number;
} {
  const lines: ReleaseLogLine[] = [];
  let skipped = 0;
  for (const line of texts) {
    if (!line.trim()) continue;
    try {
      const fields = JSON.parse(line) as Record<string, unknown>;
      const time = Date.parse(String(fields?.time));
      if (typeof fields !== 'object' || typeof fields.action !== 'string' || Number.isNaN(time))
        throw new Error('not a change');
      lines.push({ time, action: fields.action, fields });
    } catch {
      skipped += 1;
    }
  }
  return { lines, skipped };
}

/** A text field of a line, or undefined. */
export const textField = (line: ReleaseLogLine, name: string) =>
  typeof line.fields[name] === 'string' ? (line.fields[name] as string) : undefined;

/**
 * Whether a line says a re-render failed. Read as the release side may write it: an action
 * naming a re-render with `ok: false`, `outcome: "failed"` or an `error`, or an action such as
 * `rerender-failed`.
 */
export function isFailedRerender(line: ReleaseLogLine): boolean {
  if (!/rerender/i.test(line.action)) return false;
  const { ok, outcome, error } = line.fields;
  return (
    ok === false || outcome === 'failed' || typeof error === 'string' || /fail/i.test(line.action)
  );
}
