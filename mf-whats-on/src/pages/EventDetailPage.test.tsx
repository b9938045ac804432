import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/routers';
import { makePageData } from 'shared-lib/testing';
import { makeEvent } from '../test/factories';
import EventDetailPage from './EventDetailPage';

describe('EventDetailPage', () => {
  it('shows the title, From and To in Canberra time, banner, body and back link', () => {
    render(
      <MemoryRouter>
        <EventDetailPage pageData={makePageData('event-detail', { event: makeEvent() })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Easter egg hunt' })).toBeTruthy();
    // Section 9's collapsed range for two days of one month.
    expect(screen.getByText('3 — 5 April 2026')).toBeTruthy();
    expect(screen.getByText('From').nextElementSibling?.textContent).toBe('3 Apr 2026, 10:00 am');
    expect(screen.getByText('To').nextElementSibling?.textContent).toBe('5 Apr 2026, 2:30 pm');
    expect(screen.getByRole('img', { name: 'Easter egg hunt banner' })).toBeTruthy();
    expect(screen.getByText('Easter egg hunt details.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe(
      '/whats-on/?filter=events',
    );
  });
});
