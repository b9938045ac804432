/** A collection as the editor configures it: a folder of entries, or a list of files. */
interface CollectionShape {
  name?: unknown;
  folder?: unknown;
  extension?: unknown;
  files?: { name?: unknown; file?: unknown }[];
}

/**
 * The file of the entry the editor shows at `hash` (`#/collections/stores/entries/adairs`), as
 * the backend names it (`content/seed/stores/adairs.json`); null on any other screen.
 */
export function entryPath(collections: Record<string, unknown>[], hash: string): string | null {
  const match = /^#\/collections\/([^/]+)\/entries\/([^/?]+)$/.exec(hash);
  if (!match) return null;
  const [, name, slug] = match as unknown as [string, string, string];
  const collection = collections.find((one) => one.name === name) as CollectionShape | undefined;
  if (!collection) return null;
  if (typeof collection.folder === 'string')
    return `${collection.folder}/${decodeURIComponent(slug)}.${typeof collection.extension === 'string' ? collection.extension : 'json'}`;
  const file = collection.files?.find((one) => one.name === slug)?.file;
  return typeof file === 'string' ? file : null;
}
