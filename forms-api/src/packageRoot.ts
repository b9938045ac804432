import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * forms-api's own folder, whether this runs from `src/` (tests) or from the build
 * (`dist/forms-api/src/`): the nearest folder above with a package.json.
 */
export function packageRoot(from = __dirname): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`forms-api: no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}
