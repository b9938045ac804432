import { Link } from 'shared-lib/router';
import type { RemoteModules } from 'shared-lib/contracts';
import { SiteLink } from 'shared-lib/links';
import { jobsPath } from 'shared-lib/routes';
import { RichText } from 'shared-lib/ui';

/**
 * Spec 'Job listing': employer link, 'Back to all jobs', title, body, terms.
 *
 * The application form (shown when `job.show` is set) is not rendered yet: it needs the store
 * name, position, recipient and form id, and the only forms module in the contract,
 * `forms/FormBlock`, takes `{ block: FormBlock }` with a form name alone. It waits for a
 * contract entry such as `forms/JobApplicationForm`.
 */
const JobListingPage: RemoteModules['whats_on/JobListingPage'] = ({ pageData }) => {
  const { job } = pageData.context;
  return (
    <article className="job-listing">
      <p>
        <SiteLink href={job.employer.url.path}>{job.employer.title}</SiteLink>
      </p>
      <p>
        <Link to={jobsPath()}>Back to all jobs</Link>
      </p>
      <h1>{job.title}</h1>
      <RichText html={job.body.processed} />
      {job.terms && (
        <section aria-labelledby="job-terms-title">
          <h2 id="job-terms-title">Additional details</h2>
          <p>{job.terms}</p>
        </section>
      )}
    </article>
  );
};

export default JobListingPage;
