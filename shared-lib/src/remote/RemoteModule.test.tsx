import { act, render, screen } from '@testing-library/react';
import { RemoteModule, REMOTE_FALLBACK_TEXT } from './RemoteModule';
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
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'site_error', source: 'remote gifts/GiftDetailPage' });
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
