import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ContentImage, NARROW_MEDIA } from './ContentImage';

describe('ContentImage', () => {
  it("renders the image with its alt text, size and the caller's other attributes", () => {
    render(
      <ContentImage
        image={{ url: '/images/nike.png', alt: 'Nike shopfront', width: 400, height: 300 }}
        className="store-card__image"
      />,
    );
    const image = screen.getByRole('img', { name: 'Nike shopfront' });
    expect(image.getAttribute('src')).toBe('/images/nike.png');
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('300');
    expect(image.className).toBe('store-card__image');
  });

  it('gives an image without alt text an empty alt, hiding it from assistive technology', () => {
    const { container } = render(
      <ContentImage image={{ url: '/images/banner.png', width: 1600, height: 800 }} />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('width')).toBe('1600');
    expect(image?.getAttribute('height')).toBe('800');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('ContentImage focal point', () => {
  it("keeps the image's focal point in view with its classes, beside the caller's", () => {
    const { container } = render(
      <ContentImage
        image={{
          url: '/images/uploads/sale.jpg',
          width: 1200,
          height: 675,
          focus: { x: 20, y: 70 },
        }}
        className="card__media"
      />,
    );
    expect(container.querySelector('img')?.className).toBe('card__media focus-x-20 focus-y-70');
  });

  it('has no class of its own without a focal point', () => {
    const { container } = render(
      <ContentImage image={{ url: '/images/banner.png', width: 1600, height: 800 }} />,
    );
    expect(container.querySelector('img')?.hasAttribute('class')).toBe(false);
  });
});

describe('ContentImage sizes and loading', () => {
  const image = { url: '/images/stores/nike/banner.png', alt: 'Nike', width: 1200, height: 600 };

  it('offers the WebP copies up to the image width, the original as its src', () => {
    const { container } = render(
      <ContentImage image={image} sizes="(min-width: 992px) 50vw, 100vw" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toBe(
      '/images/stores/nike/banner-320w.webp 320w, /images/stores/nike/banner-640w.webp 640w, ' +
        '/images/stores/nike/banner-960w.webp 960w, /images/stores/nike/banner-1200w.webp 1200w',
    );
    expect(img?.getAttribute('sizes')).toBe('(min-width: 992px) 50vw, 100vw');
    expect(img?.getAttribute('src')).toBe(image.url);
  });

  it('loads lazily unless it is the first screen’s largest image', () => {
    const { container, rerender } = render(<ContentImage image={image} />);
    const img = () => container.querySelector('img')!;
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().getAttribute('fetchpriority')).toBeNull();
    rerender(<ContentImage image={image} priority />);
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBe('high');
  });
});

describe('ContentImage on the server and in the browser', () => {
  const slide = { url: '/images/slides/a.png', alt: 'Sale', width: 1920, height: 690 };
  const mobile = { url: '/images/slides/a-mobile.png', width: 750, height: 900 };

  it('gives narrow screens their own picture, with its own size, in a <picture>', () => {
    const { container } = render(<ContentImage image={slide} narrow={mobile} priority />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('media')).toBe(NARROW_MEDIA);
    expect(source?.getAttribute('srcset')).toBe(
      '/images/slides/a-mobile-320w.webp 320w, /images/slides/a-mobile-640w.webp 640w, ' +
        '/images/slides/a-mobile-750w.webp 750w',
    );
    expect([source?.getAttribute('width'), source?.getAttribute('height')]).toEqual(['750', '900']);
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe(slide.url);
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('hydrates the server HTML without a mismatch', async () => {
    const element = (
      <div>
        <ContentImage image={slide} narrow={mobile} priority />
        <ContentImage image={{ url: '/images/b.jpg', width: 500, height: 250 }} />
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    expect(container.querySelector('img[src="/images/b.jpg"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });
});
