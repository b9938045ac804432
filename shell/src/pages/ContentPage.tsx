import type { ContentPageContext, PageData } from 'shared-lib/page-data';
import { ContentImage } from 'shared-lib/ui';
import { BlockList } from '../blocks/BlockList';

/** Generic content page: optional banner, uppercase title, then the page's blocks by type. */
export function ContentPage({ pageData }: { pageData: PageData }) {
  const { page, related } = pageData.context as ContentPageContext;
  const isHome = page.type === 'homepage';
  return (
    <article className={isHome ? 'content-page content-page--home' : 'content-page'}>
      {page.banner && (
        <ContentImage className="content-page__banner" image={page.banner} priority />
      )}
      <h1 className={isHome ? 'visually-hidden' : 'content-page__title'}>{page.title}</h1>
      <BlockList blocks={page.blocks} related={related} />
    </article>
  );
}
