import { FOLDER_COLLECTIONS, type FolderCollection } from '../config/folders';
import { contentFormat, type FieldShape, type Lookups } from './contentFormats';

export type FolderFormat = ReturnType<typeof contentFormat>;

/** The format of every folder collection, each keeping its records' keys in its fields' order. */
export function folderFormats(
  configured: readonly Record<string, unknown>[],
  lookups: () => Lookups,
): Record<FolderCollection, FolderFormat> {
  const fieldsOf = (name: string) =>
    (configured.find((collection) => collection.name === name)?.fields ?? []) as FieldShape[];
  return Object.fromEntries(
    FOLDER_COLLECTIONS.map((name) => [name, contentFormat(name, lookups, fieldsOf(name))]),
  ) as Record<FolderCollection, FolderFormat>;
}
