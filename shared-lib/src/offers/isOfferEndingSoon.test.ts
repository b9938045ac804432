import { ENDING_SOON_DAYS, isOfferEndingSoon } from './isOfferEndingSoon';

const offer = (expiry: string) => ({ expiry: { value: expiry } });

describe('isOfferEndingSoon', () => {
  it('is ending soon from 7 days before the expiry through the expiry day', () => {
    expect(ENDING_SOON_DAYS).toBe(7);
    expect(isOfferEndingSoon(offer('2026-03-15'), '2026-03-15')).toBe(true);
    expect(isOfferEndingSoon(offer('2026-03-22'), '2026-03-15')).toBe(true);
    expect(isOfferEndingSoon(offer('2026-03-23'), '2026-03-15')).toBe(false);
  });

  it('is not ending soon once expired or when the expiry is not a date', () => {
    expect(isOfferEndingSoon(offer('2026-03-14'), '2026-03-15')).toBe(false);
    expect(isOfferEndingSoon(offer('someday'), '2026-03-15')).toBe(false);
  });

  it('counts calendar days across the end of daylight saving', () => {
    // Daylight saving ends on 5 April 2026 in Canberra; that day has 25 hours.
    expect(isOfferEndingSoon(offer('2026-04-08'), '2026-04-01')).toBe(true);
    expect(isOfferEndingSoon(offer('2026-04-09'), '2026-04-01')).toBe(false);
  });

  it('reads a date-time expiry as its Canberra date', () => {
    // 23:00 UTC on 21 March is 10:00 on 22 March in Canberra: 7 days after the 15th.
    expect(isOfferEndingSoon(offer('2026-03-21T23:00:00Z'), '2026-03-15')).toBe(true);
    expect(isOfferEndingSoon(offer('2026-03-22T13:30:00Z'), '2026-03-15')).toBe(false);
  });
});
