import { campaignsCollection } from './campaignsCollection';
import { editorialCollections } from './editorialCollections';
import type { ContentFolders } from './folders';
import { retailCollections } from './retailCollections';
import { settingsCollection } from './settingsFiles';

/**
 * Every collection the site reads, with the content build's rules (required fields, patterns,
 * dates, references), so the editor refuses what the build would refuse; the gift campaigns
 * when the backend's root is the repository.
 */
export function collections(folders: ContentFolders): Record<string, unknown>[] {
  return [
    settingsCollection(folders),
    ...editorialCollections(folders),
    ...retailCollections(folders),
    ...(folders.campaigns === null ? [] : [campaignsCollection(folders.campaigns)]),
  ];
}
