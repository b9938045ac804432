import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/routers';
import type { Offer } from 'shared-lib/content';
import { makePageData } from 'shared-lib/testing';
import { makeOffer } from '../test/factories';
import OfferDetailPage from './OfferDetailPage';

function renderOffer(offer: Offer) {
  return render(
    <MemoryRouter>
      <OfferDetailPage pageData={makePageData('offer-detail', { offer })} />
    </MemoryRouter>,
  );
}

describe('OfferDetailPage', () => {
  it('shows the store link, title, short expiry date, details, terms and buttons', () => {
    const { container } = renderOffer(
      makeOffer({ title: 'Half price hoodies', expiry: { value: '2026-09-05' } }),
    );

    expect(screen.getByRole('link', { name: 'Nike' }).getAttribute('href')).toBe('/stores/nike/');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Half price hoodies',
    ]);
    // en-AU abbreviates September as 'Sept'.
    expect(screen.getByText('Offer until: 5 Sept 2026')).toBeTruthy();
    expect(screen.getByText('Take 20% off selected footwear.')).toBeTruthy();
    expect(screen.getByText('While stocks last.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See store' }).getAttribute('href')).toBe(
      '/stores/nike/',
    );
    expect(screen.getByRole('link', { name: 'Back to offers' }).getAttribute('href')).toBe(
      '/offers/',
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/images/offers/nike-20-off-banner.png',
    );
  });

  it('falls back to the thumbnail without a banner and leaves out missing terms', () => {
    const { container } = renderOffer(makeOffer({ banner: null, terms: null }));
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/images/offers/nike-20-off.png');
    expect(image?.getAttribute('alt')).toBe('20% off footwear');
    expect(screen.queryByRole('heading', { name: 'Terms and conditions' })).toBeNull();
  });

  it('keeps the email region hidden until the toggle is pressed', () => {
    renderOffer(makeOffer({ title: 'Half price hoodies' }));
    const toggle = screen.getByRole('button', { name: 'Email this offer' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Email this offer' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Email this offer' });
    expect(toggle.getAttribute('aria-controls')).toBe(region.id);
    expect(
      screen.getByRole('link', { name: 'Send this offer by email' }).getAttribute('href'),
    ).toMatch(/^mailto:\?subject=Half%20price%20hoodies&body=/);
  });
});
