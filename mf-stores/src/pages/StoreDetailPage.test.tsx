import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/routers';
import type { Store, StoreSummary } from 'shared-lib/content';
import { useSiteDataStore } from 'shared-lib/site-data';
import { makePageData, makeStore, makeStoreLocation, testPlanDrawing } from 'shared-lib/testing';
import { makeSiteData, makeStoreSummary } from '../test/factories';
import StoreDetailPage from './StoreDetailPage';

function renderStore(store: Store, similarStores: StoreSummary[] = []) {
  return render(
    <MemoryRouter>
      <StoreDetailPage
        pageData={makePageData('store-detail', {
          store,
          offers: [],
          gifts: [],
          similarStores,
          plan: testPlanDrawing,
          location: makeStoreLocation(store.shopNumber),
        })}
      />
    </MemoryRouter>,
  );
}

afterEach(() => {
  useSiteDataStore.setState({ siteData: null });
  jest.useRealTimers();
});

describe('StoreDetailPage', () => {
  it('shows the store info panel', () => {
    renderStore(makeStore({ title: 'Nike', shopNumber: 'T42', phone: '02 6100 1234' }));

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Nike',
    ]);
    expect(screen.getByRole('img', { name: 'Nike logo' })).toBeTruthy();
    const website = screen.getByRole('link', { name: 'Visit the Nike website' });
    expect(website.getAttribute('href')).toBe('https://www.example.com/');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: '02 6100 1234' }).getAttribute('href')).toBe(
      'tel:0261001234',
    );
    const location = screen.getByRole('region', { name: 'Store location - Shop number T42' });
    const directions = within(location).getByText(
      'North mall, between Nike and Puma, near Entrance 1',
    );
    expect(within(location).getByRole('heading', { level: 2 }).nextElementSibling).toBe(directions);
    expect(
      screen.getByRole('img', { name: "The centre plan with Nike's shop marked in red." }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'About Nike' })).toBeTruthy();
    expect(screen.getByText('Nike sells sportswear.')).toBeTruthy();
  });

  it('leaves out the website and phone when the store has none', () => {
    renderStore(makeStore({ web: null, phone: null }));
    expect(screen.queryByRole('link', { name: /website/ })).toBeNull();
    expect(screen.queryByText('Phone')).toBeNull();
  });

  it("says 'Gift cards accepted' only when the store takes them", () => {
    const { unmount } = renderStore(makeStore({ giftcards: true }));
    expect(screen.getByText('Gift cards accepted')).toBeTruthy();
    unmount();
    renderStore(makeStore({ giftcards: false }));
    expect(screen.queryByText('Gift cards accepted')).toBeNull();
  });

  it('shows the banner, or the default 2:1 banner when there is none', () => {
    const { container, unmount } = renderStore(makeStore());
    expect(container.querySelector('.store-detail__banner')?.getAttribute('src')).toBe(
      '/images/stores/nike-banner.png',
    );
    unmount();
    const view = renderStore(makeStore({ banner: null }));
    const banner = view.container.querySelector('.store-detail__banner');
    expect(banner?.getAttribute('src')).toBe('/images/default-banner.png');
    expect(Number(banner?.getAttribute('width'))).toBe(2 * Number(banner?.getAttribute('height')));
    expect(banner?.getAttribute('alt')).toBe('');
  });

  it("shows nothing for opening hours until the shell's site data arrives, then today's hours", () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T01:00:00Z') });
    renderStore(makeStore());
    expect(screen.queryByText('Opening hours')).toBeNull();

    act(() => useSiteDataStore.getState().setSiteData(makeSiteData()));
    expect(screen.getByText('Opening hours')).toBeTruthy();
    expect(screen.getByText('Today: 10am – 6pm')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Centre map (PDF)' }).getAttribute('href')).toBe(
      'https://example.com/centre-map.pdf',
    );
    expect(screen.getByRole('link', { name: 'See centre map' }).getAttribute('href')).toBe(
      '/centre-map/#shop-12',
    );
  });

  it("shows a holiday's hours on that day in Canberra", () => {
    // 14:00 UTC on 24 December is already Christmas Day in Canberra.
    jest.useFakeTimers({ now: new Date('2026-12-24T14:00:00Z') });
    useSiteDataStore.getState().setSiteData(makeSiteData());
    renderStore(makeStore());
    expect(screen.getByText('Today (Christmas Day): Closed')).toBeTruthy();
  });

  it("shows similar stores with a 'Search stores' link only when there are any", () => {
    const { unmount } = renderStore(makeStore(), [
      makeStoreSummary({ id: 'adidas', title: 'Adidas' }),
      makeStoreSummary({ id: 'puma', title: 'Puma' }),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Similar stores' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adidas' }).getAttribute('href')).toBe(
      '/stores/adidas/',
    );
    expect(screen.getByRole('link', { name: 'Puma' }).getAttribute('href')).toBe('/stores/puma/');
    expect(screen.getByRole('link', { name: 'Search stores' }).getAttribute('href')).toBe(
      '/stores/',
    );
    unmount();

    renderStore(makeStore(), []);
    expect(screen.queryByRole('heading', { name: 'Similar stores' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Search stores' })).toBeNull();
  });
});
