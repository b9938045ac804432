import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-lib/routers';
import { MyStores } from './MyStores';
import { SaveStoreButton } from './SaveStoreButton';
import { SAVED_STORES_KEY, useSavedStores } from './savedStoresStore';

const nike = { id: 'nike', title: 'Nike', path: '/stores/nike/', shopNumber: 'T10' };
const bonds = { id: 'bonds', title: 'Bonds', path: '/stores/bonds/', shopNumber: 'T2' };

function Page() {
  return (
    <MemoryRouter>
      <SaveStoreButton store={nike} />
      <SaveStoreButton store={bonds} />
      <MyStores />
    </MemoryRouter>
  );
}

beforeEach(() => {
  localStorage.clear();
  useSavedStores.setState({ stores: [] });
});

describe('saved stores', () => {
  it('renders empty on the server and reads the device after hydration', async () => {
    localStorage.setItem(
      SAVED_STORES_KEY,
      JSON.stringify({ state: { stores: [nike] }, version: 1 }),
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    expect(container.querySelector('[aria-pressed="true"]')).toBeNull();
    expect(container.textContent).not.toContain('My stores');
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(
      container.querySelector('[aria-label="Save store Nike"]')?.getAttribute('aria-pressed'),
    ).toBe('true');
    expect(container.textContent).toContain('My stores');
    act(() => root.unmount());
  });

  it('saves and unsaves, listing saved stores by shop number on the device', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Save store Nike' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save store Bonds' }));
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Bonds - Shop number T2', 'Nike - Shop number T10']);
    expect(JSON.parse(localStorage.getItem(SAVED_STORES_KEY) ?? '{}').state.stores).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save store Nike' }));
    expect(
      screen.getByRole('button', { name: 'Save store Nike' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
