import { render, screen } from '@testing-library/react';
import { RichText } from './RichText';

describe('RichText', () => {
  it('renders the processed HTML as markup, in a div with the given class', () => {
    const { container } = render(
      <RichText className="gift-card__description" html="<p>Take <strong>20%</strong> off.</p>" />,
    );
    const wrapper = container.firstElementChild;
    expect(wrapper?.tagName).toBe('DIV');
    expect(wrapper?.className).toBe('gift-card__description');
    expect(wrapper?.innerHTML).toBe('<p>Take <strong>20%</strong> off.</p>');
    expect(screen.getByText('20%').tagName).toBe('STRONG');
  });
});
