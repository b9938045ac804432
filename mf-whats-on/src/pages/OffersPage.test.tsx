import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/routers';
import type { Offer } from 'shared-lib/content';
import { makePageData } from 'shared-lib/testing';
import { makeOffer } from '../test/factories';
import OffersPage from './OffersPage';

function renderOffers(offers: Offer[]) {
  render(
    <MemoryRouter>
      <OffersPage pageData={makePageData('offers', { offers })} />
    </MemoryRouter>,
  );
}

afterEach(() => jest.useRealTimers());

describe('OffersPage', () => {
  it('shows only the offers visible today in Canberra', () => {
    // 00:30 on 15 March 2026 in Canberra, still 14 March in UTC.
    jest.useFakeTimers({ now: new Date('2026-03-14T13:30:00Z') });
    renderOffers([
      makeOffer({
        id: 'expired-yesterday',
        title: 'Expired yesterday',
        expiry: { value: '2026-03-14' },
      }),
      makeOffer({ id: 'expires-today', title: 'Expires today', expiry: { value: '2026-03-15' } }),
      makeOffer({
        id: 'published-today',
        title: 'Published today',
        pubDate: { value: '2026-03-15' },
      }),
      makeOffer({
        id: 'published-tomorrow',
        title: 'Published tomorrow',
        pubDate: { value: '2026-03-16' },
      }),
    ]);

    expect(screen.getByRole('heading', { level: 1, name: 'Offers' })).toBeTruthy();
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Expires today', 'Published today']);
  });

  it('shows each offer as a card with store, link, terms note and expiry date', () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T01:00:00Z') });
    renderOffers([
      makeOffer({ id: 'with-terms', title: 'With terms', expiry: { value: '2026-03-31' } }),
      makeOffer({
        id: 'no-terms',
        title: 'No terms',
        terms: null,
        store: { nid: 'puma', title: 'Puma', url: { path: '/stores/puma/' } },
      }),
    ]);

    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Nike')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'With terms' }).getAttribute('href')).toBe(
      '/offers/with-terms/',
    );
    expect(within(first!).getByText('Ts & Cs apply')).toBeTruthy();
    expect(within(first!).getByText('Offer expires: 31 March 2026')).toBeTruthy();
    expect(within(second!).getByText('Puma')).toBeTruthy();
    expect(within(second!).queryByText('Ts & Cs apply')).toBeNull();
  });

  it("marks the offers that end within 7 days 'Ending soon'", () => {
    // 12:00 on 10 March 2026 in Canberra.
    jest.useFakeTimers({ now: new Date('2026-03-10T01:00:00Z') });
    renderOffers([
      makeOffer({ id: 'last-day', title: 'Last day', expiry: { value: '2026-03-10' } }),
      makeOffer({ id: 'seventh', title: 'Seventh day', expiry: { value: '2026-03-17' } }),
      makeOffer({ id: 'eighth', title: 'Eighth day', expiry: { value: '2026-03-18' } }),
    ]);
    const [lastDay, seventh, eighth] = screen.getAllByRole('listitem');
    expect(within(lastDay!).getByText('Ending soon')).toBeTruthy();
    expect(within(seventh!).getByText('Ending soon')).toBeTruthy();
    expect(within(eighth!).queryByText('Ending soon')).toBeNull();
  });

  it("says 'No offers today' when none is visible", () => {
    jest.useFakeTimers({ now: new Date('2026-04-10T01:00:00Z') });
    renderOffers([makeOffer({ expiry: { value: '2026-03-31' } })]);
    expect(screen.getByText('No offers today')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
