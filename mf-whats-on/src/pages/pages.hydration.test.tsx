import type { ReactElement } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-lib/routers';
import { setRemoteModuleLoader } from 'shared-lib/remote';
import { makePageData } from 'shared-lib/testing';
import { setRenderDate } from 'shared-lib/clock';
import EventsBlock from '../blocks/EventsBlock';
import WhatsOnBlock from '../blocks/WhatsOnBlock';
import { makeEvent, makeJob } from '../test/factories';
import { stubMatchMedia } from '../test/matchMedia';
import JobListingPage from './JobListingPage';
import WhatsOnPage from './WhatsOnPage';

// Tell React this test drives its updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const events = [
  makeEvent({
    id: 'ends-22',
    title: 'Ends on the 22nd',
    startDate: { value: '2026-11-20' },
    endDate: { value: '2026-11-22' },
  }),
  makeEvent({
    id: 'ends-30',
    title: 'Ends on the 30th',
    startDate: { value: '2026-11-28' },
    endDate: { value: '2026-11-30' },
  }),
];

/** Renders on the server for 22 November, then hydrates in a browser already on the 23rd. */
async function serverThenBrowser(element: ReactElement) {
  setRenderDate('2026-11-22');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MemoryRouter>{element}</MemoryRouter>);
  const serverHtml = container.innerHTML;
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <MemoryRouter>{element}</MemoryRouter>, {
      onRecoverableError: (error) => errors.push(error),
    }),
  );
  return { container, serverHtml, errors, unmount: () => act(() => root.unmount()) };
}

const headings = (container: HTMLElement) =>
  [...container.querySelectorAll('h2, h3')].map((heading) => heading.textContent);

describe("mf-whats-on's pages on the server and in the browser", () => {
  beforeAll(stubMatchMedia);
  beforeEach(() =>
    jest.useFakeTimers({
      // 00:30 on 23 November in Canberra while UTC is still on the 22nd.
      now: new Date('2026-11-22T13:30:00Z'),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
      ],
    }),
  );
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("What's On lists the render date's events, then the viewer's day", async () => {
    const page = <WhatsOnPage pageData={makePageData('whats-on', { articles: [], events })} />;
    const { container, serverHtml, errors, unmount } = await serverThenBrowser(page);
    expect(serverHtml).toContain('Ends on the 22nd');
    expect(headings(container)).toEqual(['Ends on the 30th']);
    expect(errors).toEqual([]);
    unmount();
  });

  it('the events block drops an event that ended yesterday once hydrated', async () => {
    const block = (
      <EventsBlock block={{ id: 'b1', type: 'events', title: "WHAT'S ON?" }} related={{ events }} />
    );
    const { container, serverHtml, errors, unmount } = await serverThenBrowser(block);
    expect(serverHtml).toContain('Ends on the 22nd');
    expect(headings(container)).toEqual(["WHAT'S ON?", 'Ends on the 30th']);
    expect(errors).toEqual([]);
    unmount();
  });

  it("the What's On block lists the render date's events, then the viewer's day", async () => {
    const block = (
      <WhatsOnBlock
        block={{ id: 'w1', type: 'whats_on', title: 'Things to do' }}
        related={{ articles: [], events }}
      />
    );
    const { container, serverHtml, errors, unmount } = await serverThenBrowser(block);
    expect(serverHtml).toContain('Ends on the 22nd');
    expect(headings(container)).toEqual(['Things to do', 'Ends on the 30th']);
    expect(errors).toEqual([]);
    unmount();
  });

  it('a job page renders without the form on the server and loads it after hydration', async () => {
    const loader = jest.fn(async () => ({
      default: ({ position }: { position: string }) => <h2>Apply for this job: {position}</h2>,
    }));
    setRemoteModuleLoader(loader);
    const page = (
      <JobListingPage
        pageData={makePageData('job-listing', { job: makeJob({ show: true }), store: null })}
      />
    );
    const { container, serverHtml, errors, unmount } = await serverThenBrowser(page);
    expect(serverHtml).not.toContain('Apply for this job');
    expect(serverHtml).toContain('Retail assistant');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(headings(container)).toContain('Apply for this job: Retail assistant');
    expect(loader).toHaveBeenCalledWith('forms/JobApplicationForm');
    expect(errors).toEqual([]);
    unmount();
  });
});
