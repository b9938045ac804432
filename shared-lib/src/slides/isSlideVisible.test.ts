import { isSlideVisible } from './isSlideVisible';

// 01:00 UTC on 10 June is 11:00 on 10 June in Canberra.
const TENTH_OF_JUNE = new Date('2026-06-10T01:00:00Z');

describe('isSlideVisible', () => {
  it('shows a slide with neither date always', () => {
    expect(isSlideVisible({}, TENTH_OF_JUNE)).toBe(true);
  });

  it('shows a slide with only an expiry date until that day, inclusive', () => {
    expect(isSlideVisible({ expiryDate: '2026-06-10' }, TENTH_OF_JUNE)).toBe(true);
    expect(isSlideVisible({ expiryDate: '2026-06-09' }, TENTH_OF_JUNE)).toBe(false);
  });

  it('shows a slide with only a publish date from that day', () => {
    expect(isSlideVisible({ publishDate: '2026-06-10' }, TENTH_OF_JUNE)).toBe(true);
    expect(isSlideVisible({ publishDate: '2026-06-11' }, TENTH_OF_JUNE)).toBe(false);
  });

  it('shows a slide with both dates between them', () => {
    const slide = { publishDate: '2026-06-01', expiryDate: '2026-06-30' };
    expect(isSlideVisible(slide, TENTH_OF_JUNE)).toBe(true);
    expect(isSlideVisible(slide, new Date('2026-07-01T01:00:00Z'))).toBe(false);
    expect(isSlideVisible(slide, new Date('2026-05-31T01:00:00Z'))).toBe(false);
  });

  it('decides by the Canberra date', () => {
    // 15:00 UTC on 9 June is already 10 June in Canberra (UTC+10).
    expect(isSlideVisible({ publishDate: '2026-06-10' }, new Date('2026-06-09T15:00:00Z'))).toBe(
      true,
    );
  });
});
