export { isUpcomingEvent, upcomingEvents, UPCOMING_EVENTS_LIMIT } from './isUpcomingEvent';
