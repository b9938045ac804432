import { isUpcomingEvent, upcomingEvents, UPCOMING_EVENTS_LIMIT } from './isUpcomingEvent';

const event = (id: string, startDate: string, endDate: string) => ({
  id,
  startDate: { value: startDate },
  endDate: { value: endDate },
});

// 10:00 on 15 March 2026 in Canberra (UTC+11).
const midMorning = new Date('2026-03-14T23:00:00Z');

describe('isUpcomingEvent', () => {
  it('keeps an event until the end of its last day', () => {
    expect(isUpcomingEvent(event('a', '2026-03-01', '2026-03-15'), midMorning)).toBe(true);
    expect(isUpcomingEvent(event('a', '2026-03-01', '2026-03-14'), midMorning)).toBe(false);
    expect(isUpcomingEvent(event('a', '2026-04-01', '2026-04-02'), midMorning)).toBe(true);
  });

  it('keeps an event that ended earlier today', () => {
    expect(
      isUpcomingEvent(
        event('a', '2026-03-15T08:00:00+11:00', '2026-03-15T09:00:00+11:00'),
        midMorning,
      ),
    ).toBe(true);
  });

  it('uses the Canberra date, not the UTC date', () => {
    // 13:30 UTC on 14 March is already 15 March in Canberra.
    expect(
      isUpcomingEvent(event('a', '2026-03-01', '2026-03-14'), new Date('2026-03-14T13:30:00Z')),
    ).toBe(false);
    expect(
      isUpcomingEvent(event('a', '2026-03-01', '2026-03-14'), new Date('2026-03-14T12:59:00Z')),
    ).toBe(true);
  });

  it('treats an end date that is not a date as past', () => {
    expect(isUpcomingEvent(event('a', '2026-03-01', 'TBC'), midMorning)).toBe(false);
  });
});

describe('upcomingEvents', () => {
  const events = [
    event('later', '2026-05-01', '2026-05-02'),
    event('past', '2026-02-01', '2026-02-02'),
    event('soon', '2026-03-20', '2026-03-21'),
    event('running', '2026-03-01', '2026-03-31'),
    event('far', '2026-09-01', '2026-09-02'),
  ];

  it('gives the upcoming events, soonest start first', () => {
    expect(upcomingEvents(events, midMorning).map((e) => e.id)).toEqual([
      'running',
      'soon',
      'later',
      'far',
    ]);
  });

  it('stops at the limit', () => {
    expect(upcomingEvents(events, midMorning, UPCOMING_EVENTS_LIMIT).map((e) => e.id)).toEqual([
      'running',
      'soon',
      'later',
    ]);
  });
});
