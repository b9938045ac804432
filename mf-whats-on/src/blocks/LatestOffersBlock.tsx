import type { RemoteModules } from 'shared-lib/contracts';
import { OffersRow } from './OffersRow';
import './blocks.css';

/** Spec block 1: the latest offers (the page's related offers), nothing when none is visible. */
const LatestOffersBlock: RemoteModules['whats_on/LatestOffersBlock'] = ({ block, related }) => {
  const offers = related?.offers ?? [];
  const headingId = `latest-offers-${block.id}`;
  return (
    <section className="content-block section latest-offers" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-block__title heading-caps">
        {block.title}
      </h2>
      <OffersRow offers={offers} label={block.title} />
    </section>
  );
};

export default LatestOffersBlock;
