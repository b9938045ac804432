import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useLocation } from 'shared-lib/router';
import { MemoryRouter } from 'shared-lib/routers';
import { RichText } from './RichText';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LINKS =
  '<p><a href="/offers/">See the offers</a> or ' +
  '<a href="https://example.com/sites/default/files/colouring-page.pdf">download the page</a></p>';

function Where() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function Page({ html }: { html: string }) {
  return (
    <MemoryRouter initialEntries={['/colouring-competition/']}>
      <RichText className="rich-text" html={html} />
      <Where />
    </MemoryRouter>
  );
}

describe('RichText', () => {
  it('renders the processed HTML as markup, in a div with the given class', () => {
    const { container } = render(<Page html="<p>Take <strong>20%</strong> off.</p>" />);
    const wrapper = container.firstElementChild;
    expect(wrapper?.tagName).toBe('DIV');
    expect(wrapper?.className).toBe('rich-text');
    expect(wrapper?.innerHTML).toBe('<p>Take <strong>20%</strong> off.</p>');
    expect(screen.getByText('20%').tagName).toBe('STRONG');
  });

  it('marks http and files links to open in a new tab in the server HTML, and hydrates as is', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page html={LINKS} />);
    const download = () => container.querySelector('a[href$=".pdf"]')!;
    expect(download().getAttribute('target')).toBe('_blank');
    expect(download().getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('a[href="/offers/"]')!.hasAttribute('target')).toBe(false);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Page html={LINKS} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });

  it('navigates in the app on a plain click of an in-app link, not on a modified click', () => {
    render(<Page html={LINKS} />);
    const offers = screen.getByRole('link', { name: 'See the offers' });
    const path = screen.getByRole('status', { name: 'Current path' });
    expect(fireEvent.click(offers, { ctrlKey: true })).toBe(true);
    expect(path.textContent).toBe('/colouring-competition/');
    expect(fireEvent.click(offers)).toBe(false);
    expect(path.textContent).toBe('/offers/');
  });

  it('lets the browser follow a new-tab link', () => {
    render(<Page html={LINKS} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'download the page' }))).toBe(true);
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe(
      '/colouring-competition/',
    );
  });
});
