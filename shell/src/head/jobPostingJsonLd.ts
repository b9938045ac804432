import type { JobPosting, WithContext } from 'schema-dts';
import type { JobListing, SiteMetadata, StoreRef } from 'shared-lib/content';
import { absoluteUrl, centreAddress } from './centrePlace';

/**
 * An open job listing as a schema.org JobPosting at the employer's store in the centre. The
 * content has no posting date, so none is claimed.
 */
export function jobPostingJsonLd(
  job: JobListing,
  store: StoreRef | null,
  site: SiteMetadata,
): WithContext<JobPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    url: absoluteUrl(site, job.path.alias),
    description: job.body.processed,
    hiringOrganization: {
      '@type': 'Organization',
      name: store?.title ?? job.employer.title,
      url: absoluteUrl(site, job.employer.url.path),
    },
    jobLocation: { '@type': 'Place', name: site.siteName, address: centreAddress(site) },
  };
}
