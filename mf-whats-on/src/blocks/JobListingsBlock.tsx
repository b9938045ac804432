import { SiteLink } from 'shared-lib/links';
import type { RemoteModules } from 'shared-lib/contracts';
import { formatLongDate } from 'shared-lib/dates';
import './blocks.css';

/**
 * Block 13 (docs/reference/blocks.md#block-13): upcoming job listings as a compact list, as shoppers know it from other centres' sites (decision
 * 241): each row the position linking to its listing, the store, and the closing date ('Open until
 * filled' when the listing has none). The listing page holds the description and the terms.
 */
const JobListingsBlock: RemoteModules['whats_on/JobListingsBlock'] = ({ block, related }) => {
  const jobs = related?.jobs ?? [];
  const headingId = `job-listings-${block.id}`;
  return (
    <section className="content-block section job-listings" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-block__title heading-caps">
        {block.title}
      </h2>
      {jobs.length === 0 ? (
        <p className="note">Nothing here yet, but watch this space!</p>
      ) : (
        <ul className="job-list">
          {jobs.map((job) => (
            <li key={job.id} className="job-list__item">
              <h3 className="job-list__title">
                <SiteLink href={job.path.alias}>{job.title}</SiteLink>
              </h3>
              <p className="job-list__store">{job.employer.title}</p>
              <p className="job-list__closes">
                {job.closingDate
                  ? `Closes ${formatLongDate(job.closingDate)}`
                  : 'Open until filled'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

export default JobListingsBlock;
