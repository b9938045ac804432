import { fireEvent, render, screen, within } from '@testing-library/react';
import type { WhatsOnBlock as WhatsOnBlockContent } from 'shared-lib/content';
import { useLocation } from 'shared-lib/router';
import { MemoryRouter } from 'shared-lib/routers';
import { makeArticle, makeEvent } from '../test/factories';
import WhatsOnBlock from './WhatsOnBlock';

const related = {
  articles: [
    makeArticle({
      id: 'centre-news',
      title: 'Centre news',
      articleType: 'news',
      pubDate: { value: '2026-03-01' },
    }),
    makeArticle({
      id: 'style-blog',
      title: 'Style blog',
      articleType: 'blog',
      pubDate: { value: '2026-02-10' },
    }),
  ],
  events: [
    makeEvent({
      id: 'past',
      title: 'Past event',
      startDate: { value: '2026-03-01' },
      endDate: { value: '2026-03-14' },
    }),
    makeEvent({
      id: 'market',
      title: 'Night market',
      startDate: { value: '2026-04-03' },
      endDate: { value: '2026-04-05' },
    }),
  ],
};

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderAt(url: string, block: WhatsOnBlockContent) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <h1>School Holidays</h1>
      <WhatsOnBlock block={block} related={related} />
      <Address />
    </MemoryRouter>,
  );
}

const titled: WhatsOnBlockContent = { id: 'w1', type: 'whats_on', title: 'Things to do' };
const cardTitles = (region: HTMLElement, level: number) =>
  within(region)
    .queryAllByRole('heading', { level })
    .map((heading) => heading.textContent);
const pressed = (region: HTMLElement) =>
  within(within(region).getByRole('group', { name: "Filter What's On" }))
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

beforeEach(() => {
  // 10:00 on 15 March 2026 in Canberra.
  jest.useFakeTimers({ now: new Date('2026-03-14T23:00:00Z') });
});
afterEach(() => jest.useRealTimers());

describe('WhatsOnBlock', () => {
  it('is a region named by its heading with the filter buttons, upcoming events, then articles', () => {
    renderAt('/school-holidays/', titled);
    const region = screen.getByRole('region', { name: 'Things to do' });
    expect(within(region).getByRole('heading', { level: 2 }).id).toBe('whats-on-block-w1');
    expect(
      within(within(region).getByRole('group', { name: "Filter What's On" }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Events', 'News', 'Blog', 'Articles']);
    expect(pressed(region)).toEqual(['All']);
    // The cards sit one level under the block's heading.
    expect(cardTitles(region, 3)).toEqual(['Night market', 'Centre news', 'Style blog']);
    expect(within(region).getByRole('link', { name: 'Night market' }).getAttribute('href')).toBe(
      '/whats-on/events/market/',
    );
  });

  it("filters in the address of the page it is on, not /whats-on/'s", () => {
    renderAt('/school-holidays/?filter=blog', titled);
    const region = screen.getByRole('region', { name: 'Things to do' });
    expect(cardTitles(region, 3)).toEqual(['Style blog']);
    expect(pressed(region)).toEqual(['Blog']);
    // Without JavaScript the buttons submit to the page itself.
    expect(region.querySelector('form')?.getAttribute('action')).toBe('/school-holidays/');

    fireEvent.click(within(region).getByRole('button', { name: 'Events' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/school-holidays/?filter=events',
    );
    expect(cardTitles(region, 3)).toEqual(['Night market']);
    fireEvent.click(within(region).getByRole('button', { name: 'All' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/school-holidays/');
    expect(cardTitles(region, 3)).toHaveLength(3);
  });

  it("without a heading is named What's On and its cards are second-level headings", () => {
    renderAt('/school-holidays/', { id: 'w2', type: 'whats_on' });
    const region = screen.getByRole('region', { name: "What's On" });
    expect(cardTitles(region, 2)).toEqual(['Night market', 'Centre news', 'Style blog']);
  });

  it("says 'Nothing here yet, but watch this space!' when the filter matches nothing", () => {
    render(
      <MemoryRouter initialEntries={['/school-holidays/?filter=events']}>
        <WhatsOnBlock block={titled} related={{}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Nothing here yet, but watch this space!')).toBeTruthy();
  });
});
