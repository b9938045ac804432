import { prefetchPageData } from 'shared-lib/page-data';

jest.mock('shared-lib/page-data', () => ({ prefetchPageData: jest.fn() }));

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

class FakeObserver {
  static made: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  /** The browser reporting that these elements came into view (or left it). */
  report(elements: Element[], inView = true) {
    this.callback(
      elements.map((target) => ({
        target,
        isIntersecting: inView,
        intersectionRatio: inView ? 1 : 0,
      })),
    );
  }
}

function freshObserverModule(): typeof import('./prefetchObserver') {
  let loaded: typeof import('./prefetchObserver') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./prefetchObserver')>('./prefetchObserver');
  });
  return loaded!;
}

const links = (count: number) => Array.from({ length: count }, () => document.createElement('a'));

describe('watchForPrefetch', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeObserver.made = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    jest.mocked(prefetchPageData).mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('watches every link with one observer, margin 20 px and threshold 0.1', () => {
    const { watchForPrefetch } = freshObserverModule();
    const cards = links(130);
    cards.forEach((card, i) => watchForPrefetch(card, `/stores/store-${i}/`));
    expect(FakeObserver.made).toHaveLength(1);
    expect(FakeObserver.made[0]!.options).toEqual({ rootMargin: '20px', threshold: 0.1 });
    expect(FakeObserver.made[0]!.observed.size).toBe(130);
  });

  it("asks for a link's page data after 250 ms in view, not when it leaves before", () => {
    const { watchForPrefetch } = freshObserverModule();
    const [stays, leaves] = links(2);
    watchForPrefetch(stays!, '/offers/');
    watchForPrefetch(leaves!, '/stores/');
    const observer = FakeObserver.made[0]!;
    observer.report([stays!, leaves!]);
    jest.advanceTimersByTime(249);
    observer.report([leaves!], false);
    expect(prefetchPageData).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(prefetchPageData).toHaveBeenCalledTimes(1);
    expect(prefetchPageData).toHaveBeenCalledWith('/assets/data/offers/index.json');
    expect(observer.observed).toEqual(new Set([leaves]));
  });

  it('prefetches an address once however many links point there', () => {
    const { watchForPrefetch } = freshObserverModule();
    const [first, second, later] = links(3);
    watchForPrefetch(first!, '/offers/');
    watchForPrefetch(second!, '/offers/');
    FakeObserver.made[0]!.report([first!, second!]);
    jest.advanceTimersByTime(250);
    watchForPrefetch(later!, '/offers/');
    FakeObserver.made[0]!.report([later!]);
    jest.advanceTimersByTime(250);
    expect(prefetchPageData).toHaveBeenCalledTimes(1);
    expect(FakeObserver.made[0]!.observed.size).toBe(0);
  });

  it('stops watching a link that leaves the page', () => {
    const { watchForPrefetch } = freshObserverModule();
    const [card] = links(1);
    const stop = watchForPrefetch(card!, '/offers/');
    FakeObserver.made[0]!.report([card!]);
    stop();
    jest.advanceTimersByTime(250);
    expect(prefetchPageData).not.toHaveBeenCalled();
    expect(FakeObserver.made[0]!.observed.size).toBe(0);
  });

  it('does nothing without IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { watchForPrefetch } = freshObserverModule();
    expect(() => watchForPrefetch(links(1)[0]!, '/offers/')()).not.toThrow();
    expect(prefetchPageData).not.toHaveBeenCalled();
  });
});
