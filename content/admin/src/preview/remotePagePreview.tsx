import type { ComponentType } from 'react';
import type { RemoteModuleId } from 'shared-lib/contracts';
import type { PageContexts, PageData, TemplateName } from 'shared-lib/page-data';
import { RemoteModule } from 'shared-lib/remote';

import { problemsOf } from '../config/collectionSchemas';
import type { FolderCollection } from '../config/folders';
import type { Lookups } from '../format/contentFormats';
import { PreviewFrame } from './PreviewFrame';
import { previewRecord } from './previewRecord';
import { useServedContext } from './servedPageData';

/** A record the build would refuse is not drawn: the page module may expect every field. */
function PreviewProblems({ problems }: { problems: string[] }) {
  return (
    <div className="note">
      <p>The preview appears when the content build would accept the entry:</p>
      <ul>
        {problems.slice(0, 8).map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** What Decap hands a preview: the entry being edited, as an Immutable map. */
export interface PreviewProps {
  entry: { get(key: 'data'): { toJS(): Record<string, unknown> } };
}

/** The page data a page module reads, for a page that is not built: no hash, no share data. */
export const previewPageData = <T extends TemplateName>(
  template: T,
  path: string,
  title: string,
  context: PageContexts[T],
) => ({ hash: 'preview', template, path, title, share: {}, context }) as unknown as PageData<T>;

export interface RemotePage<T extends TemplateName> {
  collection: FolderCollection;
  template: T;
  /** The remote's page module (shared-lib/apps), loaded through the shared remote loader. */
  module: RemoteModuleId;
  /** Another published page whose context a new entry's preview borrows from (the plan). */
  borrowsFrom?: string;
  /** The page's context: the record the build would read, over what the published page has. */
  context: (
    record: Record<string, unknown>,
    served: Partial<PageContexts[T]>,
    borrowed: Record<string, unknown>,
  ) => PageContexts[T];
}

/**
 * A preview drawn by the remote's own page module from the record the format would write,
 * inside the site's main column and stylesheets: what the page will look like.
 */
export function remotePagePreview<T extends TemplateName>(
  page: RemotePage<T>,
  lookups: () => Lookups,
): ComponentType<PreviewProps> {
  return function Preview({ entry }: PreviewProps) {
    const record = previewRecord(page.collection, entry.get('data').toJS(), lookups());
    const path = (record.path as { alias?: string } | undefined)?.alias ?? '/';
    const served = useServedContext<T>(path);
    const borrowed = useServedContext(page.borrowsFrom ?? path) as Record<string, unknown>;
    const title = String(record.title ?? '');
    const problems = problemsOf(page.collection, record);
    return (
      <PreviewFrame path={path} entry={record}>
        {problems.length > 0 && <PreviewProblems problems={problems} />}
        {problems.length === 0 && served && borrowed && (
          <RemoteModule
            // A fresh part for each version of the entry: one the remote could not draw is
            // tried again at the next edit.
            key={JSON.stringify(record)}
            id={page.module}
            props={
              {
                pageData: previewPageData(
                  page.template,
                  path,
                  title,
                  page.context(record, served, borrowed),
                ),
              } as never
            }
          />
        )}
      </PreviewFrame>
    );
  };
}
