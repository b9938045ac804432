import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Category, ShopByCategoryBlock as ShopByCategoryContent } from 'shared-lib/content';
import { useLocation } from 'shared-lib/router';
import { MemoryRouter } from 'shared-lib/routers';
import ShopByCategoryBlock from './ShopByCategoryBlock';
import StoreSearchBlock from './StoreSearchBlock';
import StoreTilesBlock from './StoreTilesBlock';

// Tell React this test drives its updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const category = (tid: number, name: string, parent = 0, weight = 0): Category => ({
  id: String(tid),
  tid,
  name,
  parent,
  weight,
});
const categories: Category[] = [
  category(20, 'Sport', 0, 2),
  category(22, 'Outdoor', 20, 3),
  category(21, 'Sporting Equipment', 20, 1),
  category(10, 'Family', 0, 1),
  category(29, 'Fashion', 0, 0),
];

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderAt(url: string, block: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      {block}
      <Address />
    </MemoryRouter>,
  );
}

const address = () => screen.getByLabelText('address').textContent;

/** Each tile's label, link and image address, in order. */
function tiles(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).getByRole('link');
      return {
        label: link.textContent,
        href: link.getAttribute('href'),
        image: item.querySelector('img')?.getAttribute('src'),
      };
    });
}

describe('ShopByCategoryBlock', () => {
  const block: ShopByCategoryContent = { id: 'shop', type: 'shop_by_category' };

  it("links each pillar to its top-level category, labelled 'Outlet' and its name, with its folder's image", () => {
    renderAt('/about-us/', <ShopByCategoryBlock block={block} related={{ categories }} />);
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    expect(tiles(nav)).toEqual([
      { label: 'Outlet Sport', href: '/stores/?category=20', image: expect.any(String) },
      { label: 'Outlet Family', href: '/stores/?category=10', image: expect.any(String) },
      { label: 'Outlet Fashion', href: '/stores/?category=29', image: expect.any(String) },
      // No 'Home' category in this taxonomy: the tile opens the whole directory.
      { label: 'Outlet Home', href: '/stores/', image: expect.any(String) },
    ]);
    expect(tiles(nav).map((tile) => tile.image)).toEqual(
      ['sport', 'family', 'fashion', 'home'].map((pillar) =>
        expect.stringContaining(`/images/pillars/${pillar}/`),
      ),
    );
  });

  it("has a 'Search stores' link to the directory", () => {
    renderAt('/about-us/', <ShopByCategoryBlock block={block} related={{ categories }} />);
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    expect(within(nav).getByRole('link', { name: 'Search stores' }).getAttribute('href')).toBe(
      '/stores/',
    );
  });

  it('opens the directory filtered by a pillar', () => {
    renderAt('/about-us/', <ShopByCategoryBlock block={block} related={{ categories }} />);
    fireEvent.click(screen.getByRole('link', { name: 'Outlet Sport' }));
    expect(address()).toBe('/stores/?category=20');
  });
});

describe('StoreTilesBlock', () => {
  it("links each pillar to the block's category id, in the block's order", () => {
    renderAt(
      '/',
      <StoreTilesBlock
        block={{ id: 'tiles', type: 'store_tiles', sport: 20, fashion: 29, home: 1, family: 10 }}
        related={{}}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Store categories' });
    expect(tiles(nav).map(({ label, href }) => ({ label, href }))).toEqual([
      { label: 'Outlet Sport', href: '/stores/?category=20' },
      { label: 'Outlet Fashion', href: '/stores/?category=29' },
      { label: 'Outlet Home', href: '/stores/?category=1' },
      { label: 'Outlet Family', href: '/stores/?category=10' },
    ]);
    expect(tiles(nav)[2]?.image).toContain('/images/pillars/home/');
  });
});

describe('StoreSearchBlock', () => {
  const search = (url: string) =>
    renderAt(
      url,
      <StoreSearchBlock block={{ id: 'search', type: 'store_search' }} related={{ categories }} />,
    );
  const box = () => screen.getByRole('searchbox', { name: 'Search stores' }) as HTMLInputElement;
  const select = () => screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;

  it("has the box 'Type and hit enter to search for stores' and 'All categories' with children indented in weight order", () => {
    search('/about-us/');
    expect(box().placeholder).toBe('Type and hit enter to search for stores');
    expect(
      within(select())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All categories',
      'Fashion',
      'Family',
      'Sport',
      '\u00a0\u00a0\u00a0Sporting Equipment',
      '\u00a0\u00a0\u00a0Outdoor',
    ]);
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeTruthy();
  });

  it('opens the directory filtered by the words typed, on Enter', () => {
    search('/about-us/');
    fireEvent.change(box(), { target: { value: 'shoes' } });
    fireEvent.submit(box().form!);
    expect(address()).toBe('/stores/?q=shoes');
  });

  it('opens the directory filtered by a chosen category', () => {
    search('/about-us/');
    fireEvent.change(select(), { target: { value: '21' } });
    expect(address()).toBe('/stores/?category=21');
  });

  it("'Clear all' empties the box without leaving the page", () => {
    search('/about-us/');
    fireEvent.change(box(), { target: { value: 'shoes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(box().value).toBe('');
    expect(address()).toBe('/about-us/');
  });

  it("'Clear all' clears the filters in the page's address and stays on the page", async () => {
    search('/about-us/?category=22&q=tent');
    // The address's filters apply once hydrated (useStoreFilters).
    await act(async () => {});
    expect(box().value).toBe('tent');
    expect(select().value).toBe('22');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(address()).toBe('/about-us/');
    expect(box().value).toBe('');
    expect(select().value).toBe('');
  });
});
