import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Category } from 'shared-lib/content';
import { useLocation } from 'shared-lib/router';
import { MemoryRouter } from 'shared-lib/routers';
import { makeStoreSummary } from '../../test/factories';
import { NO_STORES_MESSAGE, StoreDirectory } from './StoreDirectory';

const categories: Category[] = [
  { id: '20', tid: 20, name: 'Sport', parent: 0, weight: 1 },
  { id: '21', tid: 21, name: 'Sporting Equipment', parent: 20, weight: 0 },
  { id: '29', tid: 29, name: 'Fashion', parent: 0, weight: 0 },
];
const stores = [
  makeStoreSummary({
    id: 'rebel',
    title: 'Rebel',
    about: { processed: '<p>Cricket <strong>bats</strong></p>' },
    category: [{ id: 21, title: 'Sporting Equipment', parent: 20 }],
  }),
  makeStoreSummary({
    id: 'bonds',
    title: 'Bonds',
    about: { processed: '<p>Socks</p>' },
    category: [{ id: 29, title: 'Fashion', parent: 0 }],
  }),
];

function Address() {
  const location = useLocation();
  return <span data-testid="address">{location.search}</span>;
}

function Directory({ url }: { url: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <StoreDirectory stores={stores} categories={categories} showFilters />
      <Address />
    </MemoryRouter>
  );
}

const cardTitles = (root: ParentNode = document) =>
  [...root.querySelectorAll('.store-card__title')].map((link) => link.textContent);

describe('StoreDirectory', () => {
  it('pre-renders the full list and shows the filtered list right after hydration', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Directory url="/stores/?category=20" />);
    expect(cardTitles(container)).toEqual(['Rebel', 'Bonds']);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Directory url="/stores/?category=20" />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    expect(cardTitles(container)).toEqual(['Rebel']);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('1 store');
    act(() => root.unmount());
    container.remove();
  });

  it('lists child categories indented under their parents and filters by choice', () => {
    render(<Directory url="/stores/" />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All categories',
      'Fashion',
      'Sport',
      '\u00a0\u00a0\u00a0Sporting Equipment',
    ]);
    fireEvent.change(select, { target: { value: '29' } });
    expect(cardTitles()).toEqual(['Bonds']);
    expect(screen.getByTestId('address').textContent).toBe('?category=29');
  });

  it('searches the about text on Enter, shows the empty message and resets', () => {
    render(<Directory url="/stores/" />);
    const box = screen.getByRole('searchbox', { name: 'Search stores' });
    expect(box.getAttribute('placeholder')).toBe('Type and hit enter to search for stores');
    fireEvent.change(box, { target: { value: 'BATS' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(cardTitles()).toEqual(['Rebel']);
    expect(screen.getByTestId('address').textContent).toBe('?q=BATS');
    fireEvent.change(box, { target: { value: 'surfboards' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByText(NO_STORES_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 stores');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(cardTitles()).toEqual(['Rebel', 'Bonds']);
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('hides the filters when the block does not ask for them', () => {
    render(
      <MemoryRouter>
        <StoreDirectory stores={stores} categories={categories} showFilters={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('search')).toBeNull();
    expect(cardTitles()).toEqual(['Rebel', 'Bonds']);
  });
});
