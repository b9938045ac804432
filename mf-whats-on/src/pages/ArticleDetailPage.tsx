import { SiteLink } from 'shared-lib/links';
import type { RemoteModules } from 'shared-lib/contracts';
import { formatLongDate } from 'shared-lib/dates';
import { whatsOnPath } from 'shared-lib/routes';
import { ContentImage, RichText } from 'shared-lib/ui';
import '../features/whats-on/whats-on.css';

/** 'Article detail' (docs/reference/routes.md#article-detail): category label linking to its filter, date, title, banner, body, back link. */
const ArticleDetailPage: RemoteModules['whats_on/ArticleDetailPage'] = ({ pageData }) => {
  const { article } = pageData.context;
  const type = article.articleType;
  return (
    <article className="whats-on-detail stack">
      <p className="eyebrow">
        <SiteLink href={whatsOnPath(type)}>
          {type === 'news' ? 'News article' : 'Blog post'}
        </SiteLink>
      </p>
      <p className="text-muted">
        <time dateTime={article.pubDate.value}>{formatLongDate(article.pubDate.value)}</time>
      </p>
      <h1>{article.title}</h1>
      {article.banner && (
        <ContentImage image={article.banner} className="whats-on-detail__banner" priority />
      )}
      {article.body.processed.trim() !== '' && (
        <RichText className="prose" html={article.body.processed} />
      )}
      <p>
        <SiteLink className="button-secondary" href={whatsOnPath(type)}>
          Back to {type}
        </SiteLink>
      </p>
    </article>
  );
};

export default ArticleDetailPage;
