/**
 * @jest-environment node
 */
import { fetchPageData } from './fetchPageData';
import { PageDataError } from './PageDataError';

const URL = '/assets/data/stores/index.json';

function answer(status: number, body: string): typeof fetch {
  return async () => new Response(body, { status });
}

async function failure(promise: Promise<unknown>): Promise<PageDataError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PageDataError) return error;
    throw error;
  }
  throw new Error('expected a PageDataError');
}

describe('fetchPageData', () => {
  it('returns page data whose hash matches the HTML', async () => {
    const data = await fetchPageData(URL, 'abc', answer(200, '{"hash":"abc","template":"search"}'));
    expect(data).toEqual({ hash: 'abc', template: 'search' });
  });

  it('reports a 404 as NOT_FOUND so the router shows the 404 page', async () => {
    expect((await failure(fetchPageData(URL, 'abc', answer(404, 'nope')))).code).toBe('NOT_FOUND');
  });

  it("reports another non-200 as 'Failed to fetch {url}.'", async () => {
    const error = await failure(fetchPageData(URL, 'abc', answer(503, '')));
    expect(error.message).toBe(`Failed to fetch ${URL}.`);
    expect(error.code).toBe('FETCH_FAILED');
  });

  it('reports a network failure the same way', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('network down');
    };
    expect((await failure(fetchPageData(URL, 'abc', offline))).message).toBe(
      `Failed to fetch ${URL}.`,
    );
  });

  it("reports unparseable JSON as 'Failed to parse JSON'", async () => {
    const error = await failure(fetchPageData(URL, 'abc', answer(200, '{"hash": ')));
    expect(error.message).toBe('Failed to parse JSON');
  });

  it('reports a missing hash', async () => {
    const error = await failure(fetchPageData(URL, 'abc', answer(200, '{"template":"search"}')));
    expect(error.message).toBe(`JSON data ${URL} is missing a hash.`);
    expect(error.code).toBe('MISSING_HASH');
  });

  it('reports another build as INVALID_HASH', async () => {
    expect((await failure(fetchPageData(URL, 'abc', answer(200, '{"hash":"def"}')))).code).toBe(
      'INVALID_HASH',
    );
  });
});
