import { fireEvent, render, screen, within } from '@testing-library/react';
import { useLocation } from 'shared-lib/router';
import { MemoryRouter } from 'shared-lib/routers';
import type { Gift } from 'shared-lib/content';
import { makePageData } from 'shared-lib/testing';
import { CATEGORIES, makeGift, makeGifts } from '../test/factories';
import GiftGeneratorPage from './GiftGeneratorPage';

function ShowSearch() {
  return <output aria-label="address query">{useLocation().search}</output>;
}

function renderGuide(gifts: Gift[], url = '/gift-generator/') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <GiftGeneratorPage
        pageData={makePageData('gift-generator', { gifts, categories: CATEGORIES })}
      />
      <ShowSearch />
    </MemoryRouter>,
  );
}

const giftTitles = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('GiftGeneratorPage', () => {
  it("shows the default campaign's heading and the disclaimer", () => {
    renderGuide(makeGifts(2));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Gift guide',
    ]);
    expect(screen.getByText(/Products are a guide only\. Prices and stock may vary/)).toBeTruthy();
  });

  it("shows 8 gifts and adds 8 with each 'Load more' until all are shown", () => {
    renderGuide(makeGifts(20));
    expect(giftTitles()).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(giftTitles()).toHaveLength(16);
    expect(giftTitles()[15]).toBe('Gift 16');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(giftTitles()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("moves focus to the first new gift after 'Load more' and announces the count", () => {
    renderGuide(makeGifts(12));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Gift 9' }));
    expect(screen.getByText('12 of 12 gifts shown').getAttribute('role')).toBe('status');
  });

  it("shows the gift generator: heading, intro, 'Start exploring' and a tile per category", () => {
    renderGuide(makeGifts(2));
    expect(screen.getByRole('heading', { level: 2, name: 'The gift generator' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start exploring' }).getAttribute('href')).toBe(
      '/gift-generator/',
    );
    expect(screen.getByRole('link', { name: 'Sport' }).getAttribute('href')).toBe(
      '/gift-generator/?category=20',
    );
  });

  it('arrives from a generator tile with the category chosen and its gifts shown', () => {
    renderGuide([
      makeGift({ id: 'shoes', title: 'Shoes', categories: [130] }),
      makeGift({ id: 'dress', title: 'Dress', categories: [101] }),
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Sport' }));
    expect(screen.getByLabelText('address query').textContent).toBe('?category=20');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('20');
    expect(giftTitles()).toEqual(['Shoes']);
  });

  it("has no 'Load more' when 8 or fewer gifts match", () => {
    renderGuide(makeGifts(8));
    expect(giftTitles()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows each gift as a card with thumbnail, title link, description and price', () => {
    renderGuide([
      makeGift({ id: 'cap', title: 'Cap', price: 25 }),
      makeGift({ id: 'plain', title: 'Plain', description: undefined }),
    ]);
    const [first, second] = within(screen.getByRole('list', { name: 'Gifts' })).getAllByRole(
      'listitem',
    );
    expect(within(first!).getByRole('link', { name: 'Cap' }).getAttribute('href')).toBe(
      '/stores/nike/gift/cap/',
    );
    expect(within(first!).getByRole('img', { name: 'Cap' }).getAttribute('src')).toBe(
      '/images/gifts/cap-thumb.png',
    );
    expect(within(first!).getByText('Cap for every day.')).toBeTruthy();
    expect(within(first!).getByText('$25.00')).toBeTruthy();
    expect(within(second!).queryByText(/for every day/)).toBeNull();
  });

  it('shows a reduced price in red with the original struck through', () => {
    renderGuide([makeGift({ price: 139.99, originalPrice: 199.99 })]);
    const current = screen.getByText('$139.99');
    expect(current.className).toContain('gift-price__current--sale');
    const original = screen.getByText('$199.99');
    expect(original.closest('s')).toBeTruthy();
    // Said in words for screen readers.
    expect(current.parentElement?.textContent).toBe('Now $139.99 Was $199.99');
  });

  it('filters by the category in the address (the gift generator block links with ?category=)', () => {
    renderGuide(
      [
        makeGift({ id: 'shoes', title: 'Shoes', categories: [130] }),
        makeGift({ id: 'dress', title: 'Dress', categories: [101] }),
      ],
      '/gift-generator/?category=20',
    );
    expect(giftTitles()).toEqual(['Shoes']);
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('20');
  });

  it("puts the chosen filters in the address with 'Find a gift!' and filters by all of them", () => {
    renderGuide([
      makeGift({ id: 'a', title: 'Cheap for her', price: 50.99, recipientCategories: ['For Her'] }),
      makeGift({ id: 'b', title: 'Dear for her', price: 51, recipientCategories: ['For Her'] }),
      makeGift({ id: 'c', title: 'Cheap for him', price: 20, recipientCategories: ['For Him'] }),
    ]);
    fireEvent.change(screen.getByLabelText('I need a gift for'), { target: { value: 'For Her' } });
    fireEvent.change(screen.getByLabelText('Price Range'), { target: { value: '0-50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find a gift!' }));

    expect(screen.getByLabelText('address query').textContent).toBe('?for=For+Her&price=0-50');
    expect(giftTitles()).toEqual(['Cheap for her']);
  });

  it("keeps keyboard focus on 'Find a gift!' after the filters apply", () => {
    renderGuide(makeGifts(3, { recipientCategories: ['Kids'] }));
    fireEvent.change(screen.getByLabelText('I need a gift for'), { target: { value: 'Kids' } });
    const button = screen.getByRole('button', { name: 'Find a gift!' });
    button.focus();
    fireEvent.click(button);
    expect(screen.getByLabelText('address query').textContent).toBe('?for=Kids');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Find a gift!' }));
  });

  it('starts again from 8 after the filters change', () => {
    renderGuide(makeGifts(20, { recipientCategories: ['Kids'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(giftTitles()).toHaveLength(16);
    fireEvent.change(screen.getByLabelText('I need a gift for'), { target: { value: 'Kids' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find a gift!' }));
    expect(giftTitles()).toHaveLength(8);
  });

  it("says 'No results found' when nothing matches", () => {
    renderGuide(makeGifts(3, { recipientCategories: ['Home'] }), '/gift-generator/?for=Kids');
    expect(screen.getByText('No results found')).toBeTruthy();
  });

  it('offers only categories that have gifts, children indented under their parent', () => {
    renderGuide([makeGift({ categories: [130] })]);
    const options = within(screen.getByLabelText('Category')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All categories',
      'Sport',
      '\u00a0\u00a0Women and Mens sporting shoes',
    ]);
  });
});
