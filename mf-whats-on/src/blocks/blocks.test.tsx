import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/routers';
import { makeArticle, makeEvent, makeJob, makeOffer } from '../test/factories';
import EventsBlock from './EventsBlock';
import JobListingsBlock from './JobListingsBlock';
import LatestArticlesBlock, { readMoreFilter } from './LatestArticlesBlock';
import LatestOffersBlock from './LatestOffersBlock';
import { resolveSliderOptions } from 'shared-lib/slider';
import { stubMatchMedia } from '../test/matchMedia';
import { OFFERS_SLIDER_OPTIONS } from './OffersRow';
import StoreOffersSlider from './StoreOffersSlider';

const base = { id: 'b1' };

beforeAll(stubMatchMedia);
afterEach(() => jest.useRealTimers());

describe('EventsBlock', () => {
  it('shows up to 3 upcoming events and See all events', () => {
    // 12:00 on 10 March 2026 in Canberra.
    jest.useFakeTimers({ now: new Date('2026-03-10T01:00:00Z') });
    const events = [
      makeEvent({
        id: 'past',
        title: 'Past',
        startDate: { value: '2026-03-01' },
        endDate: { value: '2026-03-09' },
      }),
      makeEvent({
        id: 'today',
        title: 'Ends today',
        startDate: { value: '2026-03-08' },
        endDate: { value: '2026-03-10' },
      }),
      makeEvent({ id: 'e2', title: 'Second' }),
      makeEvent({ id: 'e3', title: 'Third' }),
      makeEvent({ id: 'e4', title: 'Fourth' }),
    ];
    render(
      <MemoryRouter>
        <EventsBlock
          block={{ ...base, type: 'events', title: "WHAT'S ON?" }}
          related={{ events }}
        />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: "WHAT'S ON?" });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region).queryByText('Past')).toBeNull();
    expect(within(region).getByRole('link', { name: 'Ends today' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all events' }).getAttribute('href')).toBe(
      '/whats-on/?filter=events',
    );
  });

  it('renders nothing when no event is upcoming', () => {
    jest.useFakeTimers({ now: new Date('2026-06-10T01:00:00Z') });
    const { container } = render(
      <MemoryRouter>
        <EventsBlock
          block={{ ...base, type: 'events', title: 'Events' }}
          related={{ events: [makeEvent()] }}
        />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('LatestArticlesBlock', () => {
  it('reads more in the tab of its types', () => {
    expect(readMoreFilter(['news'])).toBe('news');
    expect(readMoreFilter(['blog'])).toBe('blog');
    expect(readMoreFilter(['news', 'blog'])).toBe('articles');
    expect(readMoreFilter([])).toBe('articles');
  });

  it('shows 4 of its types, the first large, summaries cut at 140 characters', () => {
    const articles = [
      makeArticle({ id: 'a1', title: 'One', summary: 'x'.repeat(141) }),
      makeArticle({ id: 'b1', title: 'Blog one', articleType: 'blog' }),
      makeArticle({ id: 'a2', title: 'Two' }),
      makeArticle({ id: 'a3', title: 'Three' }),
      makeArticle({ id: 'a4', title: 'Four' }),
      makeArticle({ id: 'a5', title: 'Five' }),
    ];
    render(
      <MemoryRouter>
        <LatestArticlesBlock
          block={{ ...base, type: 'latest_news', title: 'Latest news', types: ['news'] }}
          related={{ articles }}
        />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
    ]);
    expect(items[0]!.className).toContain('latest-articles__lead');
    expect(within(items[0]!).getByText(`${'x'.repeat(140)}…`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read more news' }).getAttribute('href')).toBe(
      '/whats-on/?filter=news',
    );
  });
});

describe('JobListingsBlock', () => {
  it('lists each position with its store and closing date, linking to the listing', () => {
    render(
      <MemoryRouter>
        <JobListingsBlock
          block={{ ...base, type: 'job_listings', title: 'Upcoming listings' }}
          related={{
            jobs: [
              makeJob({ id: 'j1', title: 'Retail assistant', closingDate: '2026-12-12' }),
              makeJob({
                id: 'j2',
                title: 'Manager',
                employer: { title: 'Adairs', url: { path: '/stores/adairs/' } },
              }),
            ],
          }}
        />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(
      within(first!).getByRole('link', { name: 'Retail assistant' }).getAttribute('href'),
    ).toBe('/jobs/j1/');
    expect(within(first!).getByText('Nike')).toBeTruthy();
    expect(within(first!).getByText('Closes 12 December 2026')).toBeTruthy();
    expect(within(second!).getByText('Adairs')).toBeTruthy();
    expect(within(second!).getByText('Open until filled')).toBeTruthy();
    expect(within(first!).queryByRole('img')).toBeNull();
  });

  it("says 'Nothing here yet, but watch this space!' with no listing", () => {
    render(
      <MemoryRouter>
        <JobListingsBlock
          block={{ ...base, type: 'job_listings', title: 'Jobs' }}
          related={{ jobs: [] }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Nothing here yet, but watch this space!')).toBeTruthy();
  });
});

describe('StoreOffersSlider', () => {
  it("shows the store's offers visible today, each linking to the offer", () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T01:00:00Z') });
    const store = { nid: 'nike', title: 'Nike', url: { path: '/stores/nike/' } };
    render(
      <MemoryRouter>
        <StoreOffersSlider
          store={store}
          offers={[
            makeOffer({ id: 'now', title: 'Now on', expiry: { value: '2026-03-31' } }),
            makeOffer({ id: 'gone', title: 'Gone', expiry: { value: '2026-03-09' } }),
            makeOffer({
              id: 'other',
              title: 'Other store',
              store: { nid: 'puma', title: 'Puma', url: { path: '/stores/puma/' } },
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const carousel = screen.getByRole('region', { name: 'Offers at Nike' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(1);
    const slide = slides[0]!;
    expect(within(slide).getByText('Nike')).toBeTruthy();
    expect(within(slide).getByRole('heading', { level: 3, name: 'Now on' })).toBeTruthy();
    expect(within(slide).getByRole('link', { name: 'Now on' }).getAttribute('href')).toBe(
      '/offers/now/',
    );
    expect(within(slide).getByText('Ts & Cs apply')).toBeTruthy();
    expect(within(slide).getByText('Offer expires: 31 March 2026')).toBeTruthy();
  });

  it('renders nothing when the store has no offer visible today', () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T01:00:00Z') });
    const store = { nid: 'nike', title: 'Nike', url: { path: '/stores/nike/' } };
    const { container } = render(
      <MemoryRouter>
        <StoreOffersSlider
          store={store}
          offers={[makeOffer({ id: 'gone', expiry: { value: '2026-03-09' } })]}
        />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('LatestOffersBlock', () => {
  it('shows the visible offers as a carousel named by its title', () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T01:00:00Z') });
    render(
      <MemoryRouter>
        <LatestOffersBlock
          block={{ ...base, type: 'latest_offers', title: 'Latest offers' }}
          related={{
            offers: [
              makeOffer({ id: 'now', title: 'Now on', expiry: { value: '2026-03-31' } }),
              makeOffer({
                id: 'later',
                title: 'Not yet published',
                pubDate: { value: '2026-03-11' },
                expiry: { value: '2026-03-31' },
              }),
            ],
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Latest offers' })).toBeTruthy();
    const carousel = screen.getByRole('region', { name: 'Latest offers' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(1);
    expect(within(carousel).getByRole('heading', { level: 3, name: 'Now on' })).toBeTruthy();
  });

  it('renders nothing, not even its title, when no offer is visible', () => {
    jest.useFakeTimers({ now: new Date('2026-04-01T01:00:00Z') });
    const { container } = render(
      <MemoryRouter>
        <LatestOffersBlock
          block={{ ...base, type: 'latest_offers', title: 'Latest offers' }}
          related={{ offers: [makeOffer({ expiry: { value: '2026-03-31' } })] }}
        />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('the offers carousel options', () => {
  it.each([
    [0, 1, true],
    [799, 1, true],
    [800, 1.2, false],
    [1099, 1.2, false],
    [1100, 3, false],
    [1500, 4, false],
    [2400, 4, false],
  ])('at %i px shows %d offers, autoplay %s', (width, itemsToShow, autoplay) => {
    expect(resolveSliderOptions(OFFERS_SLIDER_OPTIONS, width)).toMatchObject({
      itemsToShow,
      autoplay,
      autoplayMs: 12000,
      wrapAround: true,
    });
  });
});
