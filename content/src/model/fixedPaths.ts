import {
  centreMapPath,
  giftGeneratorPath,
  homePath,
  notFoundPath,
  offersPath,
  searchPath,
  storeDirectoryPath,
  tradingHoursPath,
  whatsOnPath,
} from 'shared-lib/routes';

/**
 * Screens that exist without a content record. '/information/' and '/jobs/' are not here: they
 * are built from pages with those aliases and exist only when such a page does.
 */
export const FIXED_PATHS: readonly string[] = [
  homePath(),
  storeDirectoryPath(),
  offersPath(),
  whatsOnPath(),
  tradingHoursPath(),
  centreMapPath(),
  giftGeneratorPath(),
  searchPath(),
  notFoundPath(),
];
