import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/router';
import type { JobListing } from 'shared-lib/content';
import { makePageData } from 'shared-lib/testing';
import { makeJob } from '../test/factories';
import JobListingPage from './JobListingPage';

function renderJob(job: JobListing) {
  render(
    <MemoryRouter>
      <JobListingPage pageData={makePageData('job-listing', { job, store: null })} />
    </MemoryRouter>,
  );
}

describe('JobListingPage', () => {
  it('shows the employer link, back link, title, body and terms', () => {
    renderJob(makeJob());
    expect(screen.getByRole('link', { name: 'Nike' }).getAttribute('href')).toBe('/stores/nike/');
    expect(screen.getByRole('link', { name: 'Back to all jobs' }).getAttribute('href')).toBe(
      '/jobs/',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Retail assistant' })).toBeTruthy();
    expect(screen.getByText('Join our team.')).toBeTruthy();
    expect(screen.getByText('Casual position, weekends required.')).toBeTruthy();
  });

  it('leaves out the terms section when there are none', () => {
    renderJob(makeJob({ terms: null }));
    expect(screen.queryByRole('heading', { name: 'Additional details' })).toBeNull();
  });
});
