import { SiteLink } from 'shared-lib/links';
import type { RemoteModules } from 'shared-lib/contracts';
import { formatEventRange } from 'shared-lib/dates';
import { UPCOMING_EVENTS_LIMIT, upcomingEvents } from 'shared-lib/events';
import { whatsOnPath } from 'shared-lib/routes';
import { canberraNoon, useToday } from 'shared-lib/clock';
import { ContentImage } from 'shared-lib/ui';
import './blocks.css';

/**
 * Block 11 (docs/reference/blocks.md#block-11): up to 3 upcoming events (end date today or later, for the viewer's day) as a grid
 * of cards and 'See all events'; nothing at all when none is upcoming.
 */
const EventsBlock: RemoteModules['whats_on/EventsBlock'] = ({ block, related }) => {
  const events = upcomingEvents(
    related?.events ?? [],
    canberraNoon(useToday()),
    UPCOMING_EVENTS_LIMIT,
  );
  if (events.length === 0) return null;
  const headingId = `events-block-${block.id}`;
  return (
    <section className="content-block section events-block" aria-labelledby={headingId}>
      <div className="section__header">
        <h2 id={headingId} className="content-block__title heading-caps">
          {block.title}
        </h2>
        <SiteLink href={whatsOnPath('events')}>See all events</SiteLink>
      </div>
      <ul className="grid grid--thirds">
        {events.map((event) => (
          <li key={event.id} className="card">
            <ContentImage
              image={event.thumbnail}
              className="card__media"
              sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
            />
            <div className="card__body">
              <p className="card__meta">
                {formatEventRange(event.startDate.value, event.endDate.value)}
              </p>
              <h3 className="card__title">
                <SiteLink href={event.path.alias} className="card__link">
                  {event.title}
                </SiteLink>
              </h3>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};

export default EventsBlock;
