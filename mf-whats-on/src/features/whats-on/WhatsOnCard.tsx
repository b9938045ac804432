import { SiteLink } from 'shared-lib/links';
import { formatEventRange, formatLongDate } from 'shared-lib/dates';
import { cutSummary, SUMMARY_LENGTH } from 'shared-lib/text';
import { ContentImage } from 'shared-lib/ui';
import type { WhatsOnItem } from './whatsOnFilter';

const LABELS = { event: 'Event', news: 'News', blog: 'Blog' } as const;

/**
 * An event or article in the What's On listing: thumbnail, kind, date, title link and summary cut
 * to 200 characters. Its title is one level below the heading the listing sits under.
 */
export function WhatsOnCard({
  item,
  titleLevel,
  priority = false,
}: {
  item: WhatsOnItem;
  titleLevel: 2 | 3;
  /** Its picture is the largest of the first screen: loaded at once (ContentImage). */
  priority?: boolean;
}) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const entry = item.kind === 'event' ? item.event : item.article;
  const label = item.kind === 'event' ? LABELS.event : LABELS[item.article.articleType];
  const date =
    item.kind === 'event'
      ? formatEventRange(item.event.startDate.value, item.event.endDate.value)
      : formatLongDate(item.article.pubDate.value);
  return (
    <li className="card whats-on-card">
      <ContentImage
        image={entry.thumbnail}
        className="card__media"
        priority={priority}
        sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
      />
      <div className="card__body">
        <p className="card__meta">
          {label} · {date}
        </p>
        <Title className="card__title">
          <SiteLink href={entry.path.alias} className="card__link">
            {entry.title}
          </SiteLink>
        </Title>
        <p className="whats-on-card__summary">{cutSummary(entry.summary, SUMMARY_LENGTH)}</p>
      </div>
    </li>
  );
}
