import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/routers';
import type { PageData } from 'shared-lib/page-data';
import { setRemoteModuleLoader } from 'shared-lib/remote';
import { PageTemplate } from './PageTemplate';

function makePageData(template: string, context: unknown = {}): PageData {
  return {
    hash: 'h',
    template,
    path: '/x/',
    title: 'X',
    share: {
      title: 'X',
      url: '/x/',
      image: '/i.jpg',
      imageWidth: 1,
      imageHeight: 1,
      description: '',
    },
    context,
  } as PageData;
}

describe('PageTemplate', () => {
  it('renders a remote page module with the page data', async () => {
    setRemoteModuleLoader(async (id) => ({
      default: ({ pageData }: { pageData: PageData }) => <p>{`${id} got ${pageData.path}`}</p>,
    }));
    render(
      <MemoryRouter>
        <PageTemplate pageData={makePageData('offers')} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('whats_on/OffersPage got /x/')).toBeTruthy();
  });

  it('shows the 404 page for a template no module renders (MODULE_NOT_FOUND)', () => {
    render(
      <MemoryRouter>
        <PageTemplate pageData={makePageData('no-such-template')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });
});
