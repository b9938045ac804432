import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/routers';
import type { Gift } from 'shared-lib/content';
import { makePageData, makeStore } from 'shared-lib/testing';
import { makeGift } from '../test/factories';
import GiftDetailPage from './GiftDetailPage';

function renderGift(gift: Gift) {
  return render(
    <MemoryRouter>
      <GiftDetailPage pageData={makePageData('gift-detail', { gift, store: makeStore() })} />
    </MemoryRouter>,
  );
}

describe('GiftDetailPage', () => {
  it('shows the image, title, description, price and the store panel', () => {
    renderGift(makeGift({ title: 'Running shoes', price: 89.95 }));
    expect(screen.getByRole('img', { name: 'Running shoes' }).getAttribute('src')).toBe(
      '/images/gifts/running-shoes.png',
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Running shoes',
    ]);
    expect(screen.getByText('Running shoes for every day.')).toBeTruthy();
    expect(screen.getByText('$89.95')).toBeTruthy();
    expect(screen.queryByText(/Was/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Nike' }).getAttribute('href')).toBe('/stores/nike/');
    expect(screen.getByRole('img', { name: 'Nike logo' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Available at Nike' })).toBeTruthy();
    expect(screen.getByText(/^Store location - Shop number/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More gift ideas' }).getAttribute('href')).toBe(
      '/gift-generator/',
    );
  });

  it('shows a reduced price in red with the original struck through', () => {
    renderGift(makeGift({ price: 139.99, originalPrice: 199.99 }));
    expect(screen.getByText('$139.99').className).toContain('gift-price__current--sale');
    expect(screen.getByText('$199.99').closest('s')).toBeTruthy();
    // Strike-through is silent in screen readers: the words say which price is which.
    expect(screen.getByText('$139.99').parentElement?.textContent).toBe('Now $139.99 Was $199.99');
  });
});
