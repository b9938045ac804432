import type { Page } from 'shared-lib/content';
import type { ContentPageContext } from 'shared-lib/page-data';
import { RemoteModule, remoteBlockModule } from 'shared-lib/remote';
import { ContentImage } from 'shared-lib/ui';

import { blocksField } from '../config/blocks';
import { PreviewFrame } from './PreviewFrame';
import { previewRecord } from './previewRecord';
import type { PreviewProps } from './remotePagePreview';
import { useServedContext } from './servedPageData';

const labelOf = (kind: string) =>
  (blocksField.types as { name: string; label: string }[]).find((type) => type.name === kind)
    ?.label ?? kind;

/** A block of the shell's own: named, where the page will show it. */
function ShellBlockPlaceholder({ kind }: { kind: string }) {
  return (
    // Styled here: the site's stylesheet has no rule for a part only the editor shows.
    <section
      data-block-kind={kind}
      style={{ border: '2px dashed currentColor', padding: '1rem', margin: '1rem 0' }}
    >
      <p>
        <strong>{labelOf(kind)}</strong> ({kind}): drawn by the site&apos;s shell, shown on the
        published page, not in this preview.
      </p>
    </section>
  );
}

/**
 * A content page as the shell lays it out (banner, title, blocks), its remote blocks drawn by
 * the remotes through the shared loader with the related lists the published page has.
 */
export function ContentPagePreview({ entry }: PreviewProps) {
  const page = previewRecord('pages', entry.get('data').toJS(), {
    stores: new Map(),
    categories: new Map(),
  }) as unknown as Page;
  const path = page.path?.alias ?? '/';
  const served = useServedContext<'content-page'>(path) as Partial<ContentPageContext> | undefined;
  const isHome = page.type === 'homepage';
  return (
    <PreviewFrame path={path} entry={page}>
      <article className={isHome ? 'content-page content-page--home' : 'content-page'}>
        {page.banner?.url && (
          <ContentImage className="content-page__banner" image={page.banner} priority />
        )}
        <h1 className={isHome ? 'visually-hidden' : 'content-page__title'}>{page.title}</h1>
        {served &&
          (page.blocks ?? []).map((block, index) => {
            const module = remoteBlockModule(block.type);
            return module ? (
              <RemoteModule
                // A fresh part for each version of the block: one the remote could not draw
                // (half filled in) is tried again at the next edit.
                key={`${index}-${JSON.stringify(block)}`}
                id={module}
                props={{ block, related: served.related ?? {} } as never}
              />
            ) : (
              <ShellBlockPlaceholder key={`${block.id}-${index}`} kind={block.type} />
            );
          })}
      </article>
    </PreviewFrame>
  );
}
