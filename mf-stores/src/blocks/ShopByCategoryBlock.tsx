import { STORE_PILLARS } from 'shared-lib/content';
import type { RemoteModules } from 'shared-lib/contracts';
import { PillarTiles } from '../features/pillars/PillarTiles';

/**
 * Block 3 (docs/reference/blocks.md#block-3): the four pillars. The block names no ids, so each pillar is the top-level category
 * of its name; a pillar the taxonomy lacks links to the whole directory.
 */
const ShopByCategoryBlock: RemoteModules['stores/ShopByCategoryBlock'] = ({ related }) => {
  const topLevel = (related.categories ?? []).filter((category) => category.parent === 0);
  const tiles = STORE_PILLARS.map((pillar) => ({
    pillar,
    categoryId: topLevel.find((category) => category.name.toLowerCase() === pillar)?.tid,
  }));
  return <PillarTiles tiles={tiles} label="Shop by category" />;
};

export default ShopByCategoryBlock;
