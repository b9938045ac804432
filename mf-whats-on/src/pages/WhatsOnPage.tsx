import type { RemoteModules } from 'shared-lib/contracts';
import { WhatsOnListing } from '../features/whats-on/WhatsOnListing';

const WhatsOnPage: RemoteModules['whats_on/WhatsOnPage'] = ({ pageData }) => {
  const { articles, events } = pageData.context;
  return (
    <section className="whats-on-page">
      <h1 className="content-page__title">What&apos;s On</h1>
      <WhatsOnListing articles={articles} events={events} cardTitleLevel={2} />
    </section>
  );
};

export default WhatsOnPage;
