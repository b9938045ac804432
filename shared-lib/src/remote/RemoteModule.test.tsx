import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RemoteModule, REMOTE_FALLBACK_TEXT } from './RemoteModule';
import { isReportedByRemotePart } from './RemoteErrorBoundary';
import { setRemoteModuleLoader } from './remoteModuleLoader';
import type { FormBlock } from '../content/blocks';

const block: FormBlock = { id: 'b1', type: 'form', formName: 'colouring competition' };

describe('RemoteModule', () => {
  beforeEach(() => {
    delete window.dataLayer;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the module the loader returns, with its props', async () => {
    setRemoteModuleLoader(async () => ({
      default: ({ block: given }: { block: FormBlock }) => <p>form {given.formName}</p>,
    }));
    render(<RemoteModule id="forms/FormBlock" props={{ block }} />);
    expect(await screen.findByText('form colouring competition')).toBeTruthy();
  });

  it('shows the fallback and reports when the remote is down', async () => {
    setRemoteModuleLoader(async () => {
      throw new Error('ScriptExternalLoadError');
    });
    render(<RemoteModule id="gifts/GiftDetailPage" props={{} as never} />);
    expect(await screen.findByText(REMOTE_FALLBACK_TEXT)).toBeTruthy();
    expect(window.dataLayer?.[0]).toMatchObject({
      event: 'site_error',
      source: 'remote gifts/GiftDetailPage',
    });
  });

  it('gives up on a remote that is too slow', async () => {
    jest.useFakeTimers();
    setRemoteModuleLoader(() => new Promise(() => undefined));
    render(<RemoteModule id="whats_on/OffersPage" props={{} as never} timeoutMs={50} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60);
    });
    jest.useRealTimers();
    expect(await screen.findByText(REMOTE_FALLBACK_TEXT)).toBeTruthy();
  });

  it('contains a module that throws while rendering', async () => {
    setRemoteModuleLoader(async () => ({
      default: () => {
        throw new Error('broken page');
      },
    }));
    render(<RemoteModule id="stores/StoreDetailPage" props={{} as never} />);
    expect(await screen.findByText(REMOTE_FALLBACK_TEXT)).toBeTruthy();
  });

  it('treats a remote answering without the module as a failure', async () => {
    setRemoteModuleLoader(async () => null);
    render(<RemoteModule id="whats_on/WhatsOnPage" props={{} as never} />);
    expect(await screen.findByText(REMOTE_FALLBACK_TEXT)).toBeTruthy();
  });
});

describe('RemoteModule on a pre-rendered page', () => {
  const Page = ({ block: given }: { block: FormBlock }) => (
    <p>
      <a href="/colouring-competition/">form {given.formName}</a>
    </p>
  );

  /** The server's HTML: rendered again once the server's lazy module has resolved. */
  async function serverHtml(): Promise<string> {
    setRemoteModuleLoader(async () => ({ default: Page }), 'server');
    const element = <RemoteModule id="forms/FormBlock" props={{ block }} />;
    renderToString(element);
    await act(async () => {
      await Promise.resolve();
    });
    return renderToString(element);
  }

  beforeEach(() => {
    delete window.dataLayer;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('keeps the pre-rendered part, readable with its links, when the remote is down', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.appendChild(container);
    expect(container.textContent).toBe('form colouring competition');
    setRemoteModuleLoader(async () => {
      throw new Error('ScriptExternalLoadError');
    });
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <RemoteModule id="forms/FormBlock" props={{ block }} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(container.textContent).toBe('form colouring competition');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/colouring-competition/');
    expect(container.textContent).not.toContain(REMOTE_FALLBACK_TEXT);
    expect(window.dataLayer?.[0]).toMatchObject({
      event: 'site_error',
      source: 'remote forms/FormBlock',
    });
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('shows the fallback when the module throws while hydrating; the part reports it, once', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.appendChild(container);
    setRemoteModuleLoader(async () => ({
      default: () => {
        throw new Error('broken while rendering');
      },
    }));
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <RemoteModule id="forms/FormBlock" props={{ block }} />, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(container.textContent).toBe(REMOTE_FALLBACK_TEXT);
    expect(window.dataLayer?.filter((entry) => entry.event === 'site_error')).toEqual([
      expect.objectContaining({
        source: 'remote forms/FormBlock',
        message: 'broken while rendering',
      }),
    ]);
    // An error React recovered from (in the browser, the `cause` of a recoverable error) is known
    // as reported by the part: the page's onRecoverableError does not report it again.
    expect(isReportedByRemotePart(new Error('broken while rendering'))).toBe(true);
    for (const error of recoverable)
      expect(isReportedByRemotePart((error as { cause?: unknown }).cause)).toBe(true);
    expect(isReportedByRemotePart(new Error('something else'))).toBe(false);
    act(() => root.unmount());
    container.remove();
  });

  it('adopts the pre-rendered part without a change when the remote loads', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.appendChild(container);
    const link = container.querySelector('a');
    setRemoteModuleLoader(async () => ({ default: Page }));
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <RemoteModule id="forms/FormBlock" props={{ block }} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(errors).toEqual([]);
    // The same element: hydrated in place, not rendered again.
    expect(container.querySelector('a')).toBe(link);
    act(() => root.unmount());
    container.remove();
  });
});
