import { isOfferVisible, visibleOffers } from './isOfferVisible';

const offer = (expiry: string, pubDate: string | null = null) => ({
  expiry: { value: expiry },
  pubDate: pubDate === null ? null : { value: pubDate },
});

// 10:00 on 15 March 2026 in Canberra (UTC+11).
const midMorning = new Date('2026-03-14T23:00:00Z');

describe('isOfferVisible', () => {
  it('shows an offer until the end of its expiry day', () => {
    expect(isOfferVisible(offer('2026-03-15'), midMorning)).toBe(true);
    expect(isOfferVisible(offer('2026-03-16'), midMorning)).toBe(true);
    expect(isOfferVisible(offer('2026-03-14'), midMorning)).toBe(false);
  });

  it('shows an offer from its publication day, and always when it has none', () => {
    expect(isOfferVisible(offer('2026-04-01', '2026-03-15'), midMorning)).toBe(true);
    expect(isOfferVisible(offer('2026-04-01', '2026-03-16'), midMorning)).toBe(false);
    expect(isOfferVisible(offer('2026-04-01', '2026-01-01'), midMorning)).toBe(true);
    expect(isOfferVisible(offer('2026-04-01', null), midMorning)).toBe(true);
  });

  it('uses the Canberra date, not the UTC date', () => {
    // 13:30 UTC on 14 March is 00:30 on 15 March in Canberra: an offer expiring on the 14th is gone.
    const justAfterMidnight = new Date('2026-03-14T13:30:00Z');
    expect(isOfferVisible(offer('2026-03-14'), justAfterMidnight)).toBe(false);
    expect(isOfferVisible(offer('2026-04-01', '2026-03-15'), justAfterMidnight)).toBe(true);
    // 12:59 UTC on 14 March is 23:59 on 14 March in Canberra: still visible.
    const justBeforeMidnight = new Date('2026-03-14T12:59:00Z');
    expect(isOfferVisible(offer('2026-03-14'), justBeforeMidnight)).toBe(true);
    expect(isOfferVisible(offer('2026-04-01', '2026-03-15'), justBeforeMidnight)).toBe(false);
  });

  it('turns the day at Canberra midnight in standard time too (UTC+10)', () => {
    // 14:30 UTC on 30 June is 00:30 on 1 July in Canberra (AEST).
    const julyFirst = new Date('2026-06-30T14:30:00Z');
    expect(isOfferVisible(offer('2026-06-30'), julyFirst)).toBe(false);
    expect(isOfferVisible(offer('2026-07-01'), julyFirst)).toBe(true);
    expect(isOfferVisible(offer('2026-07-31', '2026-07-01'), julyFirst)).toBe(true);
    expect(isOfferVisible(offer('2026-07-31', '2026-07-02'), julyFirst)).toBe(false);
    // 13:59 UTC on 30 June is still 23:59 on 30 June.
    expect(isOfferVisible(offer('2026-06-30'), new Date('2026-06-30T13:59:00Z'))).toBe(true);
  });

  it('keeps the expiry day whole on the day daylight saving ends (25 hours)', () => {
    // 5 April 2026: clocks go back at 03:00 AEDT. 23:59 AEST that day is 13:59 UTC.
    expect(isOfferVisible(offer('2026-04-05'), new Date('2026-04-05T13:59:00Z'))).toBe(true);
    expect(isOfferVisible(offer('2026-04-05'), new Date('2026-04-05T14:00:00Z'))).toBe(false);
    // 4 October 2026: clocks go forward at 02:00 AEST. 00:00 on 5 October AEDT is 13:00 UTC.
    expect(isOfferVisible(offer('2026-10-04'), new Date('2026-10-04T12:59:00Z'))).toBe(true);
    expect(isOfferVisible(offer('2026-10-04'), new Date('2026-10-04T13:00:00Z'))).toBe(false);
  });

  it('reads date-time values as Canberra dates', () => {
    // Expires 23:00 UTC on 14 March = 10:00 on 15 March in Canberra: still visible all that day.
    expect(isOfferVisible(offer('2026-03-14T23:00:00Z'), new Date('2026-03-15T12:00:00Z'))).toBe(
      true,
    );
    expect(isOfferVisible(offer('2026-03-14T23:00:00Z'), new Date('2026-03-15T13:00:00Z'))).toBe(
      false,
    );
  });

  it('hides an offer with a date that is not a date', () => {
    expect(isOfferVisible(offer('someday'), midMorning)).toBe(false);
    expect(isOfferVisible(offer('2026-04-01', 'soon'), midMorning)).toBe(false);
  });

  it('reads the clock when no instant is given', () => {
    jest.useFakeTimers({ now: midMorning });
    try {
      expect(isOfferVisible(offer('2026-03-15'))).toBe(true);
      expect(isOfferVisible(offer('2026-03-14'))).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('visibleOffers', () => {
  it('keeps the visible offers in their order', () => {
    const offers = [
      { id: 'a', ...offer('2026-03-20') },
      { id: 'b', ...offer('2026-03-01') },
      { id: 'c', ...offer('2026-03-16', '2026-03-10') },
    ];
    expect(visibleOffers(offers, midMorning).map((o) => o.id)).toEqual(['a', 'c']);
  });
});
