import type { Field } from './fields';

/** Where the content and the gift campaigns are, relative to the editor backend's root. */
export interface ContentFolders {
  /** The content folder, ending in '/': `content/seed/`. */
  content: string;
  /** mf-gifts/campaigns, when the backend can reach it (not for a content copy elsewhere). */
  campaigns: string | null;
}

/**
 * The collections kept one file per item, `{content}{collection}/{id}.json`: each has a format
 * of its own that maps the references the editor chooses to the ones the build reads.
 */
export const FOLDER_COLLECTIONS = [
  'stores',
  'offers',
  'articles',
  'events',
  'jobs',
  'gifts',
  'slides',
  'categories',
  'pages',
] as const;
export type FolderCollection = (typeof FOLDER_COLLECTIONS)[number];

/** The format of the single-object files (format/jsonFile.ts). */
export const JSON_FILE_FORMAT = 'content-json';
/** The format of the gift campaigns (format/campaignFile.ts). */
export const CAMPAIGN_FILE_FORMAT = 'campaign-json';

/** The name Decap knows a folder collection's format by. */
export const formatName = (collection: FolderCollection) => `content-${collection}`;

export interface FolderCollectionConfig {
  name: FolderCollection;
  label: string;
  folder: string;
  fields: Field[];
  [setting: string]: unknown;
}

/** A folder collection: one JSON file per item, named by its id. */
export const folder = (
  name: FolderCollection,
  label: string,
  fields: Field[],
  folders: ContentFolders,
  extra: Record<string, unknown> = {},
): FolderCollectionConfig => ({
  name,
  label,
  folder: `${folders.content}${name}`,
  extension: 'json',
  format: formatName(name),
  create: true,
  slug: '{{id}}',
  identifier_field: 'id',
  summary: '{{title}}',
  fields,
  ...extra,
});
