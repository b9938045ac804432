import type { RemoteModules } from 'shared-lib/contracts';
import { useLocation } from 'shared-lib/router';
import { WhatsOnListing } from '../features/whats-on/WhatsOnListing';

/**
 * The What's On listing as a block of a content page, so an editor can build a page like
 * /whats-on/ from blocks: its title, the filter buttons (in this page's address) and the cards.
 */
const WhatsOnBlock: RemoteModules['whats_on/WhatsOnBlock'] = ({ block, related }) => {
  const { pathname } = useLocation();
  const headingId = `whats-on-block-${block.id}`;
  return (
    <section className="content-block section whats-on-page" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-block__title heading-caps">
        {block.title}
      </h2>
      <WhatsOnListing
        articles={related?.articles ?? []}
        events={related?.events ?? []}
        pagePath={pathname}
      />
    </section>
  );
};

export default WhatsOnBlock;
