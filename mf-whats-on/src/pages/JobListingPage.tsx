import type { RemoteModules } from 'shared-lib/contracts';
import { SiteLink } from 'shared-lib/links';
import { RemoteModule } from 'shared-lib/remote';
import { RichText, useHydrated } from 'shared-lib/ui';
import { jobsPath } from 'shared-lib/routes';

/**
 * 'Job listing' (docs/reference/routes.md#job-listing): employer link, 'Back to all jobs', title, body, terms, and the application
 * form of mf-forms only when the listing's show flag is set (decision 093). The form comes
 * through the shared loader: when mf-forms is down, the page keeps everything else and says so
 * where the form would be, with the address to apply by email instead. The form loads in the
 * browser only, after hydration: it needs JavaScript to be used, and the pre-render must not
 * depend on mf-forms (nor fail while mf-forms does not expose it yet).
 */
const JobListingPage: RemoteModules['whats_on/JobListingPage'] = ({ pageData }) => {
  const { job } = pageData.context;
  const hydrated = useHydrated();
  return (
    <article className="job-listing stack">
      <p className="eyebrow">
        <SiteLink href={job.employer.url.path}>{job.employer.title}</SiteLink>
      </p>
      <p>
        <SiteLink href={jobsPath()}>Back to all jobs</SiteLink>
      </p>
      <h1>{job.title}</h1>
      <RichText className="prose" html={job.body.processed} />
      {job.terms && (
        <section aria-labelledby="job-terms-title">
          <h2 id="job-terms-title">Additional details</h2>
          <p>{job.terms}</p>
        </section>
      )}
      {job.show && hydrated && (
        <RemoteModule
          id="forms/JobApplicationForm"
          props={{
            storeName: job.employer.title,
            position: job.title,
            recipient: job.jobemail,
            formId: job.id,
          }}
          fallback={
            <p className="note remote-fallback">
              The application form is not available right now. Please apply by email to{' '}
              <a href={`mailto:${job.jobemail}`}>{job.jobemail}</a>.
            </p>
          }
        />
      )}
    </article>
  );
};

export default JobListingPage;
