import type { RemoteModules } from 'shared-lib/contracts';
import { WhatsOnListing } from '../features/whats-on/WhatsOnListing';

/** The first row on a phone: the picture a shopper sees first, the page's largest. */
const EAGER_CARDS = 1;

const WhatsOnPage: RemoteModules['whats_on/WhatsOnPage'] = ({ pageData }) => {
  const { articles, events } = pageData.context;
  return (
    <section className="whats-on-page">
      <h1 className="content-page__title">What&apos;s On</h1>
      <WhatsOnListing
        articles={articles}
        events={events}
        cardTitleLevel={2}
        eagerCards={EAGER_CARDS}
      />
    </section>
  );
};

export default WhatsOnPage;
