import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The configuration file as read: its name (for messages), its folder and its values. */
export interface ConfigFile {
  name: string;
  dir: string;
  values: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the JSON file SITE_CONFIG names. A missing or unreadable file, a file that is not JSON or
 * not an object, and a key the configuration does not have (a typo would otherwise leave its
 * default in place unnoticed) are problems, named with the file and the key.
 */
export function readConfigFile(
  name: string,
  knownKeys: Record<string, readonly string[] | null>,
  problems: string[],
): ConfigFile | null {
  const file = path.resolve(name);
  let values: unknown;
  try {
    values = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    problems.push(
      `SITE_CONFIG=${name}: ${code === 'ENOENT' ? 'no such file' : code ? `cannot be read (${code})` : `not JSON (${message})`}`,
    );
    return null;
  }
  if (!isObject(values)) {
    problems.push(`SITE_CONFIG=${name}: not a JSON object`);
    return null;
  }
  for (const [key, value] of Object.entries(values)) {
    if (!(key in knownKeys)) {
      problems.push(`${file}: unknown key ${key} (known: ${Object.keys(knownKeys).join(', ')})`);
      continue;
    }
    const nested = knownKeys[key];
    if (!nested) continue;
    if (!isObject(value)) {
      problems.push(`${file}: ${key} is ${JSON.stringify(value)}: not an object`);
      continue;
    }
    for (const inner of Object.keys(value))
      if (!nested.includes(inner))
        problems.push(`${file}: unknown key ${key}.${inner} (known: ${nested.join(', ')})`);
  }
  return { name: file, dir: path.dirname(file), values };
}

/** The value at `section.key` (or `key`) of the file, undefined when it is not there. */
export function valueAt(file: ConfigFile | null, key: string): unknown {
  const [first, second] = key.split('.') as [string, string | undefined];
  const value = file?.values[first];
  if (second === undefined) return value;
  return isObject(value) ? value[second] : undefined;
}
