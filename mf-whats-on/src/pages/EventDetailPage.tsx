import { SiteLink } from 'shared-lib/links';
import type { RemoteModules } from 'shared-lib/contracts';
import { formatEventDateTime, formatEventRange } from 'shared-lib/dates';
import { whatsOnPath } from 'shared-lib/routes';
import { ContentImage, RichText } from 'shared-lib/ui';
import { AddToCalendarButton } from '../features/events/AddToCalendarButton';
import '../features/whats-on/whats-on.css';

/**
 * 'Event detail' (docs/reference/routes.md#event-detail): title, From/To dates, banner, body, 'Back to Events'. Above the title, the
 * event's days as section 9's collapsed range ('12 — 14 December 2030'), as its card shows them.
 */
const EventDetailPage: RemoteModules['whats_on/EventDetailPage'] = ({ pageData }) => {
  const { event } = pageData.context;
  return (
    <article className="whats-on-detail stack">
      <p className="eyebrow">{formatEventRange(event.startDate.value, event.endDate.value)}</p>
      <h1>{event.title}</h1>
      <dl className="whats-on-detail__dates">
        <dt>From</dt>
        <dd>
          <time dateTime={event.startDate.value}>{formatEventDateTime(event.startDate.value)}</time>
        </dd>
        <dt>To</dt>
        <dd>
          <time dateTime={event.endDate.value}>{formatEventDateTime(event.endDate.value)}</time>
        </dd>
      </dl>
      <AddToCalendarButton event={event} />
      {event.banner && (
        <ContentImage image={event.banner} className="whats-on-detail__banner" priority />
      )}
      <RichText className="prose" html={event.body.processed} />
      <p>
        <SiteLink className="button-secondary" href={whatsOnPath('events')}>
          Back to Events
        </SiteLink>
      </p>
    </article>
  );
};

export default EventDetailPage;
