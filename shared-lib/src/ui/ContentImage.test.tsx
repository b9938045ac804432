import { render, screen } from '@testing-library/react';
import { ContentImage } from './ContentImage';

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
