import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Slider } from './Slider';
import { SliderStyleRecordContext } from './sliderStyleRecord';
import type { SliderOptions } from './sliderOptions';

const autoplaying: SliderOptions = { autoplay: true, breakpoints: { 800: { itemsToShow: 3 } } };

function Offers({ options }: { options?: SliderOptions }) {
  return (
    <Slider label="Latest offers" options={options}>
      {['One', 'Two', 'Three', 'Four'].map((name) => (
        <a key={name} href={`/offers/${name.toLowerCase()}/`}>
          {name}
        </a>
      ))}
    </Slider>
  );
}

async function hydrate(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) }),
  );
  return { container, errors, root };
}

// Tell React this test drives its updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('Slider', () => {
  // jsdom has no matchMedia; keen-slider needs it for its breakpoints. Nothing matches here.
  beforeAll(() => {
    window.matchMedia = (media: string) =>
      ({
        media,
        matches: false,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList;
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("tells the server renderer each slider's layout rules: the text of the style elements it wrote", () => {
    const record = new Set<string>();
    const html = renderToString(
      <SliderStyleRecordContext.Provider value={record}>
        <Offers options={autoplaying} />
        <Offers />
        <Offers options={autoplaying} />
      </SliderStyleRecordContext.Provider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const written = [...container.querySelectorAll('style')].map((style) => style.textContent);
    expect(written).toHaveLength(3);
    expect(record).toEqual(new Set(written));
    expect(record.size).toBe(2);
  });

  it('renders every slide on the server, laid out by its own rules per breakpoint', () => {
    const html = renderToString(<Offers options={autoplaying} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const carousel = container.querySelector('section')!;
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(carousel.getAttribute('aria-label')).toBe('Latest offers');
    const slides = [...container.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    const css = container.querySelector('style')!.textContent!;
    const scope = [...carousel.classList].find((name) => name.startsWith('slider-'))!;
    expect(css).toContain(`.${scope}{--slider-items:1}`);
    expect(css).toContain(`@media (min-width:800px){.${scope}{--slider-items:3}`);
  });

  it('hydrates without a mismatch, then keen-slider attaches', async () => {
    const { container, errors, root } = await hydrate(<Offers options={autoplaying} />);
    expect(errors).toEqual([]);
    const viewport = container.querySelector('.slider__viewport')!;
    // keen-slider's code arrives by a dynamic import after hydration.
    await act(async () => {
      for (let i = 0; i < 20 && !viewport.hasAttribute('data-attached'); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    expect(viewport.hasAttribute('data-attached')).toBe(true);
    act(() => root.unmount());
  });

  it('shows a pause control only when it autoplays, and lets the viewer pause and play', async () => {
    const { container, root } = await hydrate(<Offers options={autoplaying} />);
    const pause = container.querySelector<HTMLButtonElement>('button[aria-label="Pause slides"]')!;
    expect(pause).not.toBeNull();
    act(() => pause.click());
    expect(pause.getAttribute('aria-label')).toBe('Play slides');
    act(() => pause.click());
    expect(pause.getAttribute('aria-label')).toBe('Pause slides');
    act(() => root.unmount());

    const still = await hydrate(<Offers />);
    expect(still.container.querySelector('button[aria-label="Pause slides"]')).toBeNull();
    act(() => still.root.unmount());
  });

  it('offers previous and next buttons, previous disabled at the start without wrap-around', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Offers />);
    const previous = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Previous slide"]',
    )!;
    const next = container.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);

    container.innerHTML = renderToString(<Offers options={{ wrapAround: true }} />);
    expect(
      container.querySelector<HTMLButtonElement>('button[aria-label="Previous slide"]')!.disabled,
    ).toBe(false);
  });

  it('has no controls for a single slide', () => {
    const html = renderToString(
      <Slider label="Featured">
        <p>Only</p>
      </Slider>,
    );
    expect(html).not.toContain('Next slide');
  });
});
