import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'shared-lib/router';
import { makeArticle, makeEvent } from '../test/factories';
import WhatsOnBlock from './WhatsOnBlock';

const related = {
  articles: [
    makeArticle({ id: 'news', title: 'Centre news', articleType: 'news' }),
    makeArticle({ id: 'blog', title: 'Style blog', articleType: 'blog' }),
  ],
  events: [
    makeEvent({
      id: 'market',
      title: 'Night market',
      startDate: { value: '2026-04-03' },
      endDate: { value: '2026-04-05' },
    }),
  ],
};

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <WhatsOnBlock block={{ id: 'w1', type: 'whats_on', title: "What's On" }} related={related} />
      <Address />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // 10:00 on 15 March 2026 in Canberra.
  jest.useFakeTimers({ now: new Date('2026-03-14T23:00:00Z') });
});
afterEach(() => jest.useRealTimers());

describe("WhatsOnBlock (the What's On listing in a content page)", () => {
  it('shows its title, the filter buttons and every upcoming event and article', () => {
    renderAt('/whats-happening/');
    const region = screen.getByRole('region', { name: "What's On" });
    expect(within(region).getByRole('group', { name: "Filter What's On" })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Night market' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Centre news' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Style blog' })).toBeTruthy();
  });

  it("filters in the address of the page it is on, not /whats-on/'s", () => {
    renderAt('/whats-happening/?filter=blog');
    const region = screen.getByRole('region', { name: "What's On" });
    expect(within(region).queryByRole('link', { name: 'Centre news' })).toBeNull();
    const form = region.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/whats-happening/');
    fireEvent.click(within(region).getByRole('button', { name: 'Events' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/whats-happening/?filter=events',
    );
    expect(within(region).getByRole('link', { name: 'Night market' })).toBeTruthy();
  });
});
