import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/routers';
import type { Article, Event } from 'shared-lib/content';
import { makePageData } from 'shared-lib/testing';
import { makeArticle, makeEvent } from '../test/factories';
import WhatsOnPage from './WhatsOnPage';

const articles = [
  makeArticle({
    id: 'old-news',
    title: 'Old news',
    articleType: 'news',
    pubDate: { value: '2026-01-10' },
  }),
  makeArticle({
    id: 'style-blog',
    title: 'Style blog',
    articleType: 'blog',
    pubDate: { value: '2026-02-10' },
  }),
  makeArticle({
    id: 'fresh-news',
    title: 'Fresh news',
    articleType: 'news',
    pubDate: { value: '2026-03-01' },
  }),
];
const events = [
  makeEvent({
    id: 'past',
    title: 'Past event',
    startDate: { value: '2026-03-01' },
    endDate: { value: '2026-03-14' },
  }),
  makeEvent({
    id: 'today',
    title: 'Ends today',
    startDate: { value: '2026-03-10' },
    endDate: { value: '2026-03-15' },
  }),
  makeEvent({
    id: 'easter',
    title: 'Easter egg hunt',
    startDate: { value: '2026-04-03' },
    endDate: { value: '2026-04-05' },
  }),
];

function renderWhatsOn(
  url: string,
  context: { articles: Article[]; events: Event[] } = { articles, events },
) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <WhatsOnPage pageData={makePageData('whats-on', context)} />
    </MemoryRouter>,
  );
}

const titles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const currentTab = () =>
  within(screen.getByRole('group', { name: "Filter What's On" }))
    .queryAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

beforeEach(() => {
  // 10:00 on 15 March 2026 in Canberra.
  jest.useFakeTimers({ now: new Date('2026-03-14T23:00:00Z') });
});
afterEach(() => jest.useRealTimers());

describe('WhatsOnPage', () => {
  it('shows upcoming events, then articles newest first, under All', () => {
    renderWhatsOn('/whats-on/');
    expect(screen.getByRole('heading', { level: 1, name: "What's On" })).toBeTruthy();
    expect(titles()).toEqual([
      'Ends today',
      'Easter egg hunt',
      'Fresh news',
      'Style blog',
      'Old news',
    ]);
    expect(currentTab()).toEqual(['All']);
  });

  it('links each card to its own address and cuts the summary to 200 characters', () => {
    const long = makeArticle({
      id: 'long',
      title: 'Long read',
      summary: `<p>${'word '.repeat(60)}</p>`,
    });
    renderWhatsOn('/whats-on/', { articles: [long], events: [events[2]!] });
    expect(screen.getByRole('link', { name: 'Long read' }).getAttribute('href')).toBe(
      '/whats-on/news/long/',
    );
    expect(screen.getByRole('link', { name: 'Easter egg hunt' }).getAttribute('href')).toBe(
      '/whats-on/events/easter/',
    );
    expect(screen.getByText('Event · 3 — 5 April 2026')).toBeTruthy();
    const summary = screen.getByText(/^word word/);
    expect(summary.textContent?.endsWith('…')).toBe(true);
    expect(Array.from(summary.textContent ?? '').length).toBeLessThanOrEqual(201);
  });

  it("loads the first card's picture at once, the page's largest on a phone, and the rest lazily", () => {
    renderWhatsOn('/whats-on/');
    const pictures = screen
      .getAllByRole('listitem')
      .map((card) => card.querySelector('img'))
      .map((img) => [img?.getAttribute('loading'), img?.getAttribute('fetchpriority')]);
    expect(pictures).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('reads the filter from the address', () => {
    renderWhatsOn('/whats-on/?filter=news');
    expect(titles()).toEqual(['Fresh news', 'Old news']);
    expect(currentTab()).toEqual(['News']);
  });

  it("treats 'articles' as news and blog", () => {
    renderWhatsOn('/whats-on/?filter=articles');
    expect(titles()).toEqual(['Fresh news', 'Style blog', 'Old news']);
    expect(currentTab()).toEqual(['Articles']);
  });

  it("shows blog posts under a pressed Blog button for 'blog'", () => {
    renderWhatsOn('/whats-on/?filter=blog');
    expect(titles()).toEqual(['Style blog']);
    expect(currentTab()).toEqual(['Blog']);
  });

  it('has a button for every filter the address accepts, and exactly one pressed for each', () => {
    const buttons = () =>
      within(screen.getByRole('group', { name: "Filter What's On" })).getAllByRole('button');
    renderWhatsOn('/whats-on/');
    expect(buttons().map((button) => button.textContent)).toEqual([
      'All',
      'Events',
      'News',
      'Blog',
      'Articles',
    ]);
    for (const filter of ['all', 'events', 'news', 'blog', 'articles', 'BLOG', 'unknown']) {
      cleanup();
      renderWhatsOn(`/whats-on/?filter=${filter}`);
      const pressed = filter === 'unknown' ? 'all' : filter.toLowerCase();
      expect(currentTab()).toHaveLength(1);
      expect(
        buttons()
          .filter((button) => button.getAttribute('aria-pressed') === 'true')
          .map((button) => button.getAttribute('value')),
      ).toEqual([pressed]);
    }
  });

  it('switches filter through the toggle buttons, which set ?filter= in the address', () => {
    renderWhatsOn('/whats-on/');
    const events = screen.getByRole('button', { name: 'Events' });
    // Without JavaScript the button submits filter=events to the page itself.
    expect(events.getAttribute('name')).toBe('filter');
    expect(events.getAttribute('value')).toBe('events');
    expect(events.closest('form')?.getAttribute('action')).toBe('/whats-on/');
    fireEvent.click(events);
    expect(titles()).toEqual(['Ends today', 'Easter egg hunt']);
    expect(currentTab()).toEqual(['Events']);

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(titles()).toHaveLength(5);
  });

  it('shows all for an unknown filter', () => {
    renderWhatsOn('/whats-on/?filter=shoes');
    expect(titles()).toHaveLength(5);
  });

  it("says 'Nothing here yet, but watch this space!' when the filter matches nothing", () => {
    renderWhatsOn('/whats-on/?filter=events', { articles, events: [events[0]!] });
    expect(screen.getByText('Nothing here yet, but watch this space!')).toBeTruthy();
  });
});
