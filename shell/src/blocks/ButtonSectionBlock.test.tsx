import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { BUTTON_COLOURS, type ButtonSectionBlock as Block } from 'shared-lib/content';
import { MemoryRouter } from 'shared-lib/routers';
import { ButtonSectionBlock } from './ButtonSectionBlock';

const siteCss = readFileSync(path.join(__dirname, '../styles/site.css'), 'utf8');

const block: Block = {
  id: 'buttons',
  type: 'button_section',
  size: 'halves',
  items: BUTTON_COLOURS.map((colour) => ({
    size: 'halves',
    title: `A ${colour} button`,
    colour,
    link: { path: '/stores/' },
    big: colour === 'pink',
  })),
};

describe('ButtonSectionBlock', () => {
  const html = renderToString(
    <MemoryRouter>
      <ButtonSectionBlock block={block} related={{}} />
    </MemoryRouter>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  const buttons = [...container.querySelectorAll('a')];

  it('colours each button with a class of the stylesheet, never a style attribute', () => {
    expect(html).not.toContain('style=');
    expect(buttons.map((button) => button.className)).toEqual(
      BUTTON_COLOURS.map(
        (colour) =>
          `image-button image-button--${colour}${colour === 'pink' ? ' image-button--big' : ''}`,
      ),
    );
  });

  it.each(BUTTON_COLOURS)('the stylesheet paints a %s button with its token', (colour) => {
    expect(siteCss).toMatch(
      new RegExp(
        `\\.image-button--${colour} \\{\\s*background-color: var\\(--colour-${colour}\\);`,
      ),
    );
  });
});
