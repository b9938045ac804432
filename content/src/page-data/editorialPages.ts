import { whatsOnPath } from 'shared-lib/routes';

import { pageEntry, type PageEntry } from './PageEntry';
import { shareFor } from './share';
import { toStoreRef } from './summaries';
import type { SiteIndex } from './SiteIndex';

/** What's On, every article and event, and every job listing. */
export function editorialPages(index: SiteIndex): PageEntry[] {
  const { site } = index.content;
  const entries: PageEntry[] = [];

  entries.push(
    pageEntry(
      'whats-on',
      whatsOnPath(),
      "What's On",
      shareFor({ title: "What's On", path: whatsOnPath() }, site),
      {
        articles: index.articles,
        events: index.events,
      },
    ),
  );

  for (const article of index.articles) {
    const path = article.path.alias;
    const share = shareFor(
      {
        title: article.title,
        path,
        images: [article.metaImage, article.banner],
        descriptions: [article.metaDescription, article.summary, article.body.processed],
      },
      site,
    );
    entries.push(pageEntry('article-detail', path, article.title, share, { article }));
  }

  for (const event of index.events) {
    const path = event.path.alias;
    const share = shareFor(
      {
        title: event.title,
        path,
        images: [event.metaImage, event.banner],
        descriptions: [event.metaDescription, event.summary, event.body.processed],
      },
      site,
    );
    entries.push(pageEntry('event-detail', path, event.title, share, { event }));
  }

  for (const job of index.jobs) {
    const path = job.path.alias;
    // The employer is a store when its link is a store's address (centre management is not).
    const employer = index.storesByPath.get(job.employer.url.path);
    const share = shareFor(
      { title: job.title, path, images: [employer?.banner], descriptions: [job.body.processed] },
      site,
    );
    entries.push(
      pageEntry('job-listing', path, job.title, share, {
        job,
        store: employer ? toStoreRef(employer) : null,
      }),
    );
  }
  return entries;
}
