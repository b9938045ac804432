import type { RemoteModules } from 'shared-lib/contracts';
import { useToday } from 'shared-lib/clock';
import { campaign, campaignForDay } from '../campaign/campaign';
import { GiftGuide } from '../features/gift-guide/GiftGuide';

/**
 * Block 2 (docs/reference/blocks.md#block-2) in a content page: the guide over every gift, its filters in that page's address,
 * with this build's campaign ordering (featured gifts, recipients and categories first).
 */
const GiftGuideBlock: RemoteModules['gifts/GiftGuideBlock'] = ({ block, related }) => {
  const shown = campaignForDay(campaign, useToday());
  return (
    <GiftGuide
      gifts={related.gifts ?? []}
      categories={related.categories ?? []}
      campaign={shown}
      title={block.title}
      headingId={`gift-guide-${block.id}`}
    />
  );
};

export default GiftGuideBlock;
