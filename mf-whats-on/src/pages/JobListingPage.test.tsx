import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/routers';
import { setRemoteModuleLoader } from 'shared-lib/remote';
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

  describe('application form', () => {
    beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
    afterEach(() => jest.restoreAllMocks());

    // First: the shared loader keeps a loaded module for the page's life, but forgets a failure.
    it('keeps the page and offers the email address when mf-forms is down', async () => {
      setRemoteModuleLoader(async () => {
        throw new Error('ScriptExternalLoadError');
      });
      renderJob(makeJob({ show: true }));
      expect(
        await screen.findByText(/The application form is not available right now/),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'jobs@example.com' }).getAttribute('href')).toBe(
        'mailto:jobs@example.com',
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Retail assistant' })).toBeTruthy();
    });
    it('shows the mf-forms application form with the listing when the show flag is set', async () => {
      const loader = jest.fn(async () => ({
        default: (props: {
          storeName: string;
          position: string;
          recipient: string;
          formId: string;
        }) => <p>form {JSON.stringify(props)}</p>,
      }));
      setRemoteModuleLoader(loader);
      renderJob(makeJob({ id: 'j1', show: true }));
      expect(
        await screen.findByText(
          'form {"storeName":"Nike","position":"Retail assistant","recipient":"jobs@example.com","formId":"j1"}',
        ),
      ).toBeTruthy();
      expect(loader).toHaveBeenCalledWith('forms/JobApplicationForm');
    });

    it('loads no form when the show flag is off', () => {
      const loader = jest.fn(async () => ({ default: () => <p>form</p> }));
      setRemoteModuleLoader(loader);
      renderJob(makeJob({ show: false }));
      expect(loader).not.toHaveBeenCalled();
      expect(screen.queryByText('form')).toBeNull();
    });
  });
});
