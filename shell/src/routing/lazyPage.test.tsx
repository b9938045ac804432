import { Component, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import type { PageData } from 'shared-lib/page-data';
import { lazyPage, type PageComponent } from './lazyPage';

const pageData = { path: '/about-us/', template: 'content-page' } as PageData;
const Template = ({ pageData: data }: { pageData: PageData }) => <h1>{`Page ${data.path}`}</h1>;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

function renderPage(Page: PageComponent, data = pageData) {
  return render(
    <Boundary>
      <Suspense fallback={<p>Loading...</p>}>
        <Page pageData={data} />
      </Suspense>
    </Boundary>,
  );
}

describe('lazyPage', () => {
  it('loads its script when first rendered: the fallback shows until it has come', async () => {
    const load = jest.fn(async () => Template);
    const { Component: Page } = lazyPage('page-test', load);
    renderPage(Page);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Page /about-us/')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once once preloaded, as hydration needs (no boundary waiting)', async () => {
    const page = lazyPage('page-test', async () => Template);
    expect(
      renderToString(<Suspense fallback="wait">{<page.Component pageData={pageData} />}</Suspense>),
    ).not.toContain('<h1>');
    await page.preload();
    expect(renderToString(<page.Component pageData={pageData} />)).toBe('<h1>Page /about-us/</h1>');
  });

  it('shows a failed load (no retry loop) and tries again on the next page', async () => {
    const load = jest
      .fn<Promise<typeof Template>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk page-content failed'))
      .mockResolvedValue(Template);
    const { Component: Page } = lazyPage('page-test', load);
    const first = renderPage(Page);
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();
    renderPage(Page, { ...pageData, path: '/information/' });
    expect(await screen.findByText('Page /information/')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
