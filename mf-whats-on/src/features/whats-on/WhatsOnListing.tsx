import type { Article, Event } from 'shared-lib/content';
import { useSearchParams } from 'shared-lib/router';
import { canberraNoon, useToday } from 'shared-lib/today';
import { WhatsOnCard } from './WhatsOnCard';
import { WhatsOnFilterTabs } from './WhatsOnFilterTabs';
import { parseWhatsOnFilter, whatsOnItems } from './whatsOnFilter';
import './whats-on.css';

/**
 * The What's On listing: filter buttons over the cards of articles and upcoming events. The
 * filter is the `?filter=` of the page it is on (`/whats-on/` or a content page with the block).
 */
export function WhatsOnListing({
  articles,
  events,
  pagePath,
}: {
  articles: readonly Article[];
  events: readonly Event[];
  pagePath: string;
}) {
  const [searchParams] = useSearchParams();
  const filter = parseWhatsOnFilter(searchParams.get('filter'));
  const items = whatsOnItems([...articles], [...events], filter, canberraNoon(useToday()));
  return (
    <>
      <WhatsOnFilterTabs current={filter} pagePath={pagePath} />
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
    </>
  );
}
