import type { RemoteModules } from 'shared-lib/contracts';
import { WhatsOnListing } from '../features/whats-on/WhatsOnListing';

/**
 * Block 5 (docs/reference/blocks.md#block-5) in a content page: the /whats-on/ listing under the
 * block's heading, its filter in that page's address (decision 261). Without a heading the
 * section is still named, for screen readers and the landmarks list.
 */
const WhatsOnBlock: RemoteModules['whats_on/WhatsOnBlock'] = ({ block, related }) => {
  const headingId = `whats-on-block-${block.id}`;
  return (
    <section
      className="content-block section whats-on-block"
      {...(block.title ? { 'aria-labelledby': headingId } : { 'aria-label': "What's On" })}
    >
      {block.title ? (
        <h2 id={headingId} className="content-block__title heading-caps">
          {block.title}
        </h2>
      ) : null}
      <WhatsOnListing
        articles={related?.articles ?? []}
        events={related?.events ?? []}
        cardTitleLevel={block.title ? 3 : 2}
      />
    </section>
  );
};

export default WhatsOnBlock;
