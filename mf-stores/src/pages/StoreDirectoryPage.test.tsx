import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/routers';
import { makePageData } from 'shared-lib/testing';
import { makeStoreSummary } from '../test/factories';
import StoreDirectoryPage from './StoreDirectoryPage';

describe('StoreDirectoryPage', () => {
  it('shows every store as a card linking to its own page', () => {
    const stores = [
      makeStoreSummary({ id: 'nike', title: 'Nike' }),
      makeStoreSummary({
        id: 'adidas',
        title: 'Adidas',
        thumb: { url: '/a.png', width: 400, height: 400 },
      }),
    ];
    render(
      <MemoryRouter>
        <StoreDirectoryPage
          pageData={makePageData('store-directory', { stores, categories: [] })}
        />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Stores' })).toBeTruthy();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Nike' }).getAttribute('href')).toBe(
      '/stores/nike/',
    );
    expect(within(cards[0]!).getByText('Shop 12')).toBeTruthy();
    expect(within(cards[0]!).getByText('Women and Mens sporting shoes')).toBeTruthy();
    expect(within(cards[1]!).getByRole('link', { name: 'Adidas' }).getAttribute('href')).toBe(
      '/stores/adidas/',
    );
    // The logo is the name the link already says: decorative.
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe(
      '/images/stores/nike-logo.png',
    );
    expect(cards[0]!.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
