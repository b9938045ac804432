import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-lib/routers';
import { setRenderDate } from 'shared-lib/clock';
import { makeOffer } from '../test/factories';
import { stubMatchMedia } from '../test/matchMedia';
import { OffersRow } from './OffersRow';

// Tell React this test drives its updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const offers = [
  makeOffer({ id: 'ends-22', title: 'Ends on the 22nd', expiry: { value: '2026-11-22' } }),
  makeOffer({ id: 'ends-30', title: 'Ends on the 30th', expiry: { value: '2026-11-30' } }),
  makeOffer({ id: 'ends-dec', title: 'Ends in December', expiry: { value: '2026-12-31' } }),
];

const row = (
  <MemoryRouter>
    <OffersRow offers={offers} label="Latest offers" />
  </MemoryRouter>
);

describe('OffersRow on the server and in the browser', () => {
  beforeAll(stubMatchMedia);
  // Only the clock is faked: React's scheduler keeps its real timers.
  beforeEach(() =>
    jest.useFakeTimers({
      // 00:30 on 23 November in Canberra while UTC is still on the 22nd.
      now: new Date('2026-11-22T13:30:00Z'),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
      ],
    }),
  );
  afterEach(() => jest.useRealTimers());

  it("renders the render date's offers, then the viewer's day, without a hydration error", async () => {
    setRenderDate('2026-11-22');
    const container = document.createElement('div');
    container.innerHTML = renderToString(row);
    const titles = () =>
      [...container.querySelectorAll('.offer-card h3')].map((h) => h.textContent);
    const badged = () =>
      [...container.querySelectorAll('.offer-card')]
        .filter((card) => card.textContent?.includes('Ending soon'))
        .map((card) => card.querySelector('h3')?.textContent);
    expect(titles()).toEqual(['Ends on the 22nd', 'Ends on the 30th', 'Ends in December']);
    expect(badged()).toEqual(['Ends on the 22nd']);

    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, row, { onRecoverableError: (error) => errors.push(error) }),
    );
    // Just after midnight in Canberra: the offer that ended on the 22nd is gone.
    expect(titles()).toEqual(['Ends on the 30th', 'Ends in December']);
    // and the 30th is now within 7 days.
    expect(badged()).toEqual(['Ends on the 30th']);
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });
});
