import type { RemoteModules } from 'shared-lib/contracts';
import { StoreDirectory } from '../features/directory/StoreDirectory';

/** Block 7 (docs/reference/blocks.md#block-7) on a content page: the directory, with filters when the block asks for them. */
const StoreDirectoryBlock: RemoteModules['stores/StoreDirectoryBlock'] = ({ block, related }) => (
  <StoreDirectory
    stores={related.stores ?? []}
    categories={related.categories ?? []}
    showFilters={block.filters}
  />
);

export default StoreDirectoryBlock;
