import type { RemoteModules } from 'shared-lib/contracts';
import { PillarTiles } from '../features/pillars/PillarTiles';

/** 'Store tiles' in docs/reference/content.md: the home page's pillar tiles, one category id each. */
const StoreTilesBlock: RemoteModules['stores/StoreTilesBlock'] = ({ block }) => (
  <PillarTiles
    label="Store categories"
    tiles={[
      { pillar: 'sport', categoryId: block.sport },
      { pillar: 'fashion', categoryId: block.fashion },
      { pillar: 'home', categoryId: block.home },
      { pillar: 'family', categoryId: block.family },
    ]}
  />
);

export default StoreTilesBlock;
