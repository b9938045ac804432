import type { EditorRequest } from '../local-site/editorActions';

/** The paths a Decap action writes or deletes; none for one that reads. */
export function pathsWritten({ action, params = {} }: EditorRequest): unknown[] {
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  const pathOf = (file: unknown) => (file as { path?: unknown } | null)?.path;
  switch (action) {
    case 'persistEntry':
      return [
        pathOf(params.entry),
        ...list(params.dataFiles).flatMap((file) => [
          pathOf(file),
          (file as { newPath?: unknown })?.newPath,
        ]),
        ...list(params.assets).map(pathOf),
      ];
    case 'persistMedia':
      return [pathOf(params.asset)];
    case 'deleteFile':
      return [params.path];
    case 'deleteFiles':
      return list(params.paths);
    default:
      return [];
  }
}
