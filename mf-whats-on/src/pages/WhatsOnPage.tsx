import { useSearchParams } from 'shared-lib/router';
import type { RemoteModules } from 'shared-lib/contracts';
import { canberraNoon, useToday } from 'shared-lib/clock';
import { WhatsOnCard } from '../features/whats-on/WhatsOnCard';
import { WhatsOnFilterTabs } from '../features/whats-on/WhatsOnFilterTabs';
import { parseWhatsOnFilter, whatsOnItems } from '../features/whats-on/whatsOnFilter';
import '../features/whats-on/whats-on.css';

const WhatsOnPage: RemoteModules['whats_on/WhatsOnPage'] = ({ pageData }) => {
  const [searchParams] = useSearchParams();
  const filter = parseWhatsOnFilter(searchParams.get('filter'));
  const { articles, events } = pageData.context;
  const items = whatsOnItems(articles, events, filter, canberraNoon(useToday()));
  return (
    <section className="whats-on-page">
      <h1 className="content-page__title">What&apos;s On</h1>
      <WhatsOnFilterTabs current={filter} />
      {items.length === 0 ? (
        <p className="note">Nothing here yet, but watch this space!</p>
      ) : (
        <ul className="grid grid--thirds">
          {items.map((item) => (
            <WhatsOnCard
              key={`${item.kind}-${item.kind === 'event' ? item.event.id : item.article.id}`}
              item={item}
            />
          ))}
        </ul>
      )}
    </section>
  );
};

export default WhatsOnPage;
