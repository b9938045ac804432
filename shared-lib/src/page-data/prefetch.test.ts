import { fetchPageData } from './fetchPageData';
import { clearPrefetched, prefetchPageData, setPrefetchFollowUp } from './prefetch';

const okJson = (body: unknown) =>
  jest.fn(async () => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify(body),
    clone() {
      return this;
    },
  })) as unknown as jest.MockedFunction<typeof fetch>;

describe('page-data prefetch', () => {
  beforeEach(() => clearPrefetched());

  it('asks for a page once however often it is prefetched', async () => {
    const fetchImpl = okJson({ hash: 'h1', template: 'store-detail' });
    prefetchPageData('/assets/data/stores/nike/index.json', fetchImpl);
    prefetchPageData('/assets/data/stores/nike/index.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('serves navigation from the prefetched response and hands the data to the follow-up', async () => {
    const follow = jest.fn();
    setPrefetchFollowUp(follow);
    const prefetchFetch = okJson({ hash: 'h1', template: 'offers' });
    prefetchPageData('/assets/data/offers/index.json', prefetchFetch);
    const navigationFetch = okJson({ hash: 'h1', template: 'other' });
    const data = await fetchPageData<{ hash: string; template: string }>(
      '/assets/data/offers/index.json',
      'h1',
      navigationFetch,
    );
    expect(data.template).toBe('offers');
    expect(navigationFetch).not.toHaveBeenCalled();
    expect(follow).toHaveBeenCalledWith({ hash: 'h1', template: 'offers' });
  });

  it('asks again when the prefetch failed', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    prefetchPageData('/assets/data/x/index.json', failing);
    const navigationFetch = okJson({ hash: 'h1' });
    await fetchPageData('/assets/data/x/index.json', 'h1', navigationFetch);
    expect(navigationFetch).toHaveBeenCalledTimes(1);
  });
});
