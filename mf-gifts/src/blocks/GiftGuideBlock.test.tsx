import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Gift, GiftGuideBlock as GiftGuideBlockContent } from 'shared-lib/content';
import { useLocation } from 'shared-lib/router';
import { MemoryRouter } from 'shared-lib/routers';
import { CATEGORIES, makeGift, makeGifts } from '../test/factories';
import GiftGuideBlock from './GiftGuideBlock';

const block: GiftGuideBlockContent = { id: 'finder', type: 'gift_guide', title: 'Find a gift' };

function ShowSearch() {
  return <output aria-label="address query">{useLocation().search}</output>;
}

const guide = (gifts: Gift[], url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <GiftGuideBlock block={block} related={{ gifts, categories: CATEGORIES }} />
    <ShowSearch />
  </MemoryRouter>
);

const giftTitles = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('GiftGuideBlock', () => {
  it("is a region named by the block's title with the filters, 8 gifts and the disclaimer", () => {
    render(guide(makeGifts(10), '/gift-guide/'));
    const region = screen.getByRole('region', { name: 'Find a gift' });
    expect(within(region).getByRole('heading', { level: 2 }).id).toBe('gift-guide-finder');
    for (const label of ['I need a gift for', 'Price Range', 'Category'])
      expect(within(region).getByLabelText(label)).toBeTruthy();
    expect(giftTitles()).toHaveLength(8);
    expect(within(region).getByRole('button', { name: 'Load more' })).toBeTruthy();
    expect(within(region).getByText(/^Products are a guide only\./)).toBeTruthy();
  });

  it("puts the filters in the content page's own address and shows the matching gifts", () => {
    render(
      guide(
        [
          makeGift({ id: 'shoes', title: 'Shoes', categories: [130], price: 89 }),
          makeGift({ id: 'socks', title: 'Socks', categories: [130], price: 12 }),
          makeGift({ id: 'dress', title: 'Dress', categories: [101], price: 40 }),
        ],
        '/gift-guide/',
      ),
    );
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Price Range'), { target: { value: '0-50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find a gift!' }));
    expect(screen.getByLabelText('address query').textContent).toBe('?price=0-50&category=20');
    expect(giftTitles()).toEqual(['Socks']);
  });

  it('opens a shared filtered address with its filters chosen', () => {
    render(
      guide(
        [
          makeGift({ id: 'a', title: 'For kids', recipientCategories: ['Kids'] }),
          makeGift({ id: 'b', title: 'For him', recipientCategories: ['For Him'] }),
        ],
        '/gift-guide/?for=Kids',
      ),
    );
    expect((screen.getByLabelText('I need a gift for') as HTMLSelectElement).value).toBe('Kids');
    expect(giftTitles()).toEqual(['For kids']);
  });

  it("says 'No results found' when the page has no gifts", () => {
    render(
      <MemoryRouter initialEntries={['/gift-guide/']}>
        <GiftGuideBlock block={block} related={{}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No results found')).toBeTruthy();
  });

  it('renders on the server', () => {
    const html = renderToString(guide(makeGifts(3), '/gift-guide/'));
    expect(html).toContain('Find a gift!');
    expect(html).toContain('Gift 3');
  });
});
