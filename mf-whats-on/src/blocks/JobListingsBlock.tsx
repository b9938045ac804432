import { SiteLink } from 'shared-lib/links';
import type { RemoteModules } from 'shared-lib/contracts';
import { cutSummary, SUMMARY_LENGTH } from 'shared-lib/text';
import { ContentImage } from 'shared-lib/ui';
import './blocks.css';

/**
 * Block 13 (docs/reference/blocks.md#block-13), upcoming listings: a card grid (1 column, 2 from medium, 3 on very wide) with
 * thumbnail, title, employer, the body stripped of markup and cut to 200 characters plus an
 * ellipsis, 'Additional details' when there are terms, each linking to its path alias.
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
        <ul className="grid grid--jobs">
          {jobs.map((job) => (
            <li key={job.id} className="card">
              <ContentImage
                image={job.thumb}
                className="card__media"
                sizes="(min-width: 1500px) 33vw, (min-width: 768px) 50vw, 100vw"
              />
              <div className="card__body">
                <h3 className="card__title">
                  <SiteLink href={job.path.alias} className="card__link">
                    {job.title}
                  </SiteLink>
                </h3>
                <p className="card__meta">{job.employer.title}</p>
                <p className="job-listings__summary">
                  {cutSummary(job.body.processed, SUMMARY_LENGTH)}
                </p>
                {job.terms && (
                  <p className="job-listings__terms">
                    <span className="badge">Additional details</span>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

export default JobListingsBlock;
