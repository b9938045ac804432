import path from 'node:path';

/**
 * Whether `file` is the folder `rootDir` or lies inside it. A prefix test of the two strings is
 * not enough: `/srv/dist-x/secret.txt` starts with `/srv/dist`, and a release `v2` would expose
 * `v2-hotfix` beside it.
 */
export function isInsideRoot(rootDir: string, file: string): boolean {
  const relative = path.relative(path.resolve(rootDir), path.resolve(file));
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}
