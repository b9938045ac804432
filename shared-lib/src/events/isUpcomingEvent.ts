import type { Event } from '../content/types';
import { calendarDate, canberraMillis } from '../clock/parseDate';
import { canberraDate } from '../clock/canberraDate';

/** docs/reference/limits.md: the events block shows at most three upcoming events. */
export const UPCOMING_EVENTS_LIMIT = 3;

/**
 * Block 11 (docs/reference/blocks.md#block-11) and docs/reference/rules.md#upcoming-event: an event is upcoming while its end date is today or later, as calendar
 * dates in Australia/Canberra (an event ending today still shows all day). An end date that is
 * not a date counts as past.
 */
export function isUpcomingEvent(event: Pick<Event, 'endDate'>, at: Date = new Date()): boolean {
  const end = calendarDate(event.endDate.value);
  return end !== null && end >= canberraDate(at);
}

/**
 * The upcoming events at `at`, soonest start first (ties keep their order), at most `limit`
 * when given.
 */
export function upcomingEvents<T extends Pick<Event, 'startDate' | 'endDate'>>(
  events: T[],
  at: Date = new Date(),
  limit?: number,
): T[] {
  const upcoming = events
    .filter((event) => isUpcomingEvent(event, at))
    .map((event) => ({ event, start: startKey(event.startDate.value) }))
    .sort((a, b) => a.start - b.start)
    .map(({ event }) => event);
  return limit === undefined ? upcoming : upcoming.slice(0, limit);
}

/** A sortable key of a start value in Canberra time; an invalid start sorts last. */
function startKey(value: string): number {
  return canberraMillis(value) ?? Number.POSITIVE_INFINITY;
}
