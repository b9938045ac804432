import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/routers';
import { makePageData, testPlanDrawing } from 'shared-lib/testing';
import { shopOfHash } from '../features/centre-plan/useMarkedShop';
import CentreMapPage from './CentreMapPage';

const stores = [
  {
    title: 'Nike',
    path: '/stores/nike/',
    shopNumber: 'T1',
    directions: 'North mall, next to Adidas, near Entrance 1',
  },
  {
    title: 'Adairs',
    path: '/stores/adairs/',
    shopNumber: 'T7',
    directions: 'East mall, next to shop T8, near Entrance 2',
  },
];

function renderMap() {
  return render(
    <MemoryRouter>
      <CentreMapPage pageData={makePageData('centre-map', { plan: testPlanDrawing, stores })} />
    </MemoryRouter>,
  );
}

// jsdom lays nothing out, so it has no scrolling: a stand-in that records the call.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('CentreMapPage', () => {
  it('draws every shop of the plan and lists every store with its directions', () => {
    const { container } = renderMap();
    expect(screen.getByRole('heading', { level: 1, name: 'Centre map' })).toBeTruthy();
    expect(container.querySelectorAll('.centre-plan__shop')).toHaveLength(8);
    expect(container.querySelector('#shop-T7')?.tagName).toBe('rect');
    const finder = screen.getByRole('region', { name: 'Find a store' });
    const items = within(finder).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'NikeShop T1 · North mall, next to Adidas, near Entrance 1',
      'AdairsShop T7 · East mall, next to shop T8, near Entrance 2',
    ]);
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('#shop-T7');
    expect(screen.getByText('Entrance 2', { selector: 'strong' }).parentElement?.textContent).toBe(
      'Entrance 2: from the east',
    );
  });

  it('marks the picked store, says where it is and writes it in the address', () => {
    const { container } = renderMap();
    fireEvent.click(screen.getByRole('link', { name: 'Adairs' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Adairs, shop T7: East mall, next to shop T8, near Entrance 2. Visit Adairs’s page',
    );
    expect(container.querySelector('#shop-T7')?.getAttribute('class')).toContain('--marked');
    expect(container.querySelector('#shop-T1')?.getAttribute('class')).not.toContain('--marked');
    expect(window.location.hash).toBe('#shop-T7');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(screen.getByRole('link', { name: 'Adairs' }).getAttribute('aria-current')).toBe(
      'location',
    );
  });

  it('reads the shop from the address', () => {
    window.history.replaceState(null, '', '/centre-map/#shop-T1');
    const { container } = renderMap();
    expect(container.querySelector('#shop-T1')?.getAttribute('class')).toContain('--marked');
    expect(screen.getByRole('status').textContent).toContain('Nike, shop T1');
  });
});

describe('shopOfHash', () => {
  it('reads a shop number from its fragment and nothing else', () => {
    expect(shopOfHash('#shop-T12')).toBe('T12');
    expect(shopOfHash('#shop-')).toBeUndefined();
    expect(shopOfHash('#main')).toBeUndefined();
    expect(shopOfHash('')).toBeUndefined();
  });
});
