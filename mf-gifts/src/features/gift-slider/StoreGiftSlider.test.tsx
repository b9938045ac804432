import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/routers';
import { resolveSliderOptions } from 'shared-lib/slider';
import { makeGifts } from '../../test/factories';
import StoreGiftSlider, { GIFT_SLIDER_OPTIONS } from './StoreGiftSlider';

describe('StoreGiftSlider', () => {
  it("shows the store's gifts under 'Looking for the perfect gift?'", () => {
    const gifts = makeGifts(3);
    render(
      <MemoryRouter>
        <StoreGiftSlider gifts={gifts} />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Looking for the perfect gift?' }),
    ).toBeTruthy();
    // The first slide is in view on a phone; the others are in the slider, out of reach until shown.
    expect(screen.getByRole('link', { name: gifts[0]!.title })).toBeTruthy();
    for (const gift of gifts) expect(screen.getByText(gift.title)).toBeTruthy();
  });

  it('shows nothing without gifts', () => {
    const { container } = render(<StoreGiftSlider gifts={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it.each([
    [375, { itemsToShow: 1, itemsToSlide: 1, autoplay: true }],
    [800, { itemsToShow: 2, itemsToSlide: 1, autoplay: false }],
    [1100, { itemsToShow: 4, itemsToSlide: 2, autoplay: false }],
    [1500, { itemsToShow: 5, itemsToSlide: 2, autoplay: false }],
  ])(
    'at %i px: docs/reference/limits.md items, step and autoplay, wrap-around, no wheel',
    (width, expected) => {
      expect(resolveSliderOptions(GIFT_SLIDER_OPTIONS, width)).toMatchObject({
        ...expected,
        wrapAround: true,
        wheel: false,
      });
    },
  );
});
