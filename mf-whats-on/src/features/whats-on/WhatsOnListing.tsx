import type { Article, Event } from 'shared-lib/content';
import { canberraNoon, useToday } from 'shared-lib/clock';
import { useSearchParams } from 'shared-lib/router';
import { WhatsOnCard } from './WhatsOnCard';
import { WhatsOnFilterTabs } from './WhatsOnFilterTabs';
import { parseWhatsOnFilter, whatsOnItems } from './whatsOnFilter';
import './whats-on.css';

/**
 * Block 5 (docs/reference/blocks.md#block-5): the filter buttons over the cards of upcoming events
 * and articles. One listing for the /whats-on/ page and the What's On block of a content page
 * (decision 261); the filter is the `?filter=` of whichever page it is on.
 */
export function WhatsOnListing({
  articles,
  events,
  cardTitleLevel,
  eagerCards = 0,
}: {
  articles: Article[];
  events: Event[];
  /** 2 under the page's own title (/whats-on/), 3 under a block's heading. */
  cardTitleLevel: 2 | 3;
  /** How many cards lead the first screen, their pictures loaded at once rather than lazily. */
  eagerCards?: number;
}) {
  const [searchParams] = useSearchParams();
  const filter = parseWhatsOnFilter(searchParams.get('filter'));
  const items = whatsOnItems(articles, events, filter, canberraNoon(useToday()));
  return (
    <>
      <WhatsOnFilterTabs current={filter} />
      {items.length === 0 ? (
        <p className="note">Nothing here yet, but watch this space!</p>
      ) : (
        <ul className="grid grid--thirds">
          {items.map((item, index) => (
            <WhatsOnCard
              key={`${item.kind}-${item.kind === 'event' ? item.event.id : item.article.id}`}
              item={item}
              titleLevel={cardTitleLevel}
              priority={index < eagerCards}
            />
          ))}
        </ul>
      )}
    </>
  );
}
