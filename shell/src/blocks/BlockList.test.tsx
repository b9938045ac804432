import { render, screen } from '@testing-library/react';
import type { Block } from 'shared-lib/content';
import { MemoryRouter } from 'shared-lib/routers';
import { setRemoteModuleLoader } from 'shared-lib/remote';
import { BlockList } from './BlockList';

const richText: Block = { id: 'b1', type: 'rich_text', text: '<p>Hello shoppers</p>' };

describe('BlockList', () => {
  beforeEach(() => {
    window.dataLayer = [];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders a shell block by its type', () => {
    render(
      <MemoryRouter>
        <BlockList blocks={[richText]} related={{}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Hello shoppers')).toBeTruthy();
  });

  it('renders a remote block through the shared loader with the block as props', async () => {
    const requested: string[] = [];
    setRemoteModuleLoader(async (id) => {
      requested.push(id);
      return { default: ({ block }: { block: Block }) => <p>{`form block ${block.id}`}</p> };
    });
    const form: Block = { id: 'f1', type: 'form', formName: 'colouring competition' };
    render(
      <MemoryRouter>
        <BlockList blocks={[form]} related={{}} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('form block f1')).toBeTruthy();
    expect(requested).toEqual(['forms/FormBlock']);
  });

  it('loads the gift generator block from mf-gifts (gifts/GiftGeneratorBlock)', async () => {
    const requested: string[] = [];
    setRemoteModuleLoader(async (id) => {
      requested.push(id);
      return { default: ({ block }: { block: Block }) => <p>{`generator ${block.id}`}</p> };
    });
    const giftGenerator: Block = {
      id: 'g1',
      type: 'gift_generator',
      intro: '',
      link: { path: '/gift-generator/' },
      categories: [],
    };
    render(
      <MemoryRouter>
        <BlockList blocks={[giftGenerator]} related={{}} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('generator g1')).toBeTruthy();
    expect(requested).toEqual(['gifts/GiftGeneratorBlock']);
  });

  it('renders nothing for an unknown block type and reports it', () => {
    const unknown = { id: 'x1', type: 'marquee' } as unknown as Block;
    const { container } = render(
      <MemoryRouter>
        <BlockList blocks={[unknown, richText]} related={{}} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('Hello shoppers');
    expect(window.dataLayer).toEqual([
      {
        event: 'site_error',
        source: 'block',
        message: "Unknown block type 'marquee' (block x1)",
      },
    ]);
  });
});
