import type { RemoteModules } from 'shared-lib/contracts';
import { visibleOffers } from 'shared-lib/offers';
import { canberraNoon, useToday } from 'shared-lib/clock';
import { OffersRow } from './OffersRow';
import './blocks.css';

/**
 * Block 1 (docs/reference/blocks.md#block-1): the latest offers (the page's related offers) as a carousel under the block's
 * title, which also names the carousel; nothing at all, title included, when none is visible.
 */
const LatestOffersBlock: RemoteModules['whats_on/LatestOffersBlock'] = ({ block, related }) => {
  const offers = visibleOffers(related?.offers ?? [], canberraNoon(useToday()));
  if (offers.length === 0) return null;
  return (
    <div className="content-block section latest-offers">
      <h2 className="content-block__title heading-caps">{block.title}</h2>
      <OffersRow offers={offers} label={block.title} />
    </div>
  );
};

export default LatestOffersBlock;
