import type { RemoteModules } from 'shared-lib/contracts';
import { GiftGenerator } from '../features/gift-generator/GiftGenerator';

/** Block 12 (docs/reference/blocks.md#block-12) in a content page, as the content editor configured it. */
const GiftGeneratorBlock: RemoteModules['gifts/GiftGeneratorBlock'] = ({ block }) => (
  <GiftGenerator
    intro={block.intro}
    link={block.link}
    categories={block.categories}
    headingId={`gift-generator-${block.id}`}
  />
);

export default GiftGeneratorBlock;
