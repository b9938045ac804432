import { SiteLink } from 'shared-lib/links';
import type { LatestNewsBlock } from 'shared-lib/content';
import type { RemoteModules } from 'shared-lib/contracts';
import { formatLongDate } from 'shared-lib/dates';
import { whatsOnPath, type WhatsOnFilter } from 'shared-lib/routes';
import { cutSummary, LATEST_ARTICLES_SUMMARY_LENGTH } from 'shared-lib/text';
import { ContentImage } from 'shared-lib/ui';
import './blocks.css';

/** Block 4 (docs/reference/blocks.md#block-4): the first article large and up to three more. */
export const LATEST_ARTICLES_LIMIT = 4;

/** 'Read more' goes to the What's On tab of the block's types: news, blog, or both ('articles'). */
export function readMoreFilter(
  types: LatestNewsBlock['types'],
): Extract<WhatsOnFilter, 'news' | 'blog' | 'articles'> {
  const news = types.includes('news');
  const blog = types.includes('blog');
  if (news && !blog) return 'news';
  if (blog && !news) return 'blog';
  return 'articles';
}

/**
 * What 'Read more' leads to, said to screen readers and search engines: 'Read more' alone says
 * nothing once read out of its section (Lighthouse's link-text audit, decision 232).
 */
const READ_MORE_OF: Record<ReturnType<typeof readMoreFilter>, string> = {
  news: 'news',
  blog: 'blog posts',
  articles: 'news and blog posts',
};

/**
 * Block 4 (docs/reference/blocks.md#block-4): the newest articles of the block's types (the page data lists them newest first),
 * the first large, summaries cut at 140 characters with an ellipsis, and 'Read more'.
 */
const LatestArticlesBlock: RemoteModules['whats_on/LatestArticlesBlock'] = ({ block, related }) => {
  const types = block.types.length > 0 ? block.types : (['news', 'blog'] as const);
  const articles = (related?.articles ?? [])
    .filter((article) => (types as readonly string[]).includes(article.articleType))
    .slice(0, LATEST_ARTICLES_LIMIT);
  if (articles.length === 0) return null;
  const headingId = `latest-articles-${block.id}`;
  const filter = readMoreFilter(block.types);
  return (
    <section className="content-block section latest-articles" aria-labelledby={headingId}>
      <div className="section__header">
        <h2 id={headingId} className="content-block__title heading-caps">
          {block.title}
        </h2>
        <SiteLink href={whatsOnPath(filter)}>
          Read more<span className="visually-hidden"> {READ_MORE_OF[filter]}</span>
        </SiteLink>
      </div>
      <ul className="grid latest-articles__list">
        {articles.map((article, index) => (
          <li
            key={article.id}
            className={index === 0 ? 'card latest-articles__lead' : 'card latest-articles__item'}
          >
            <ContentImage
              image={article.thumbnail}
              className="card__media"
              sizes={
                index === 0 ? '(min-width: 992px) 50vw, 100vw' : '(min-width: 992px) 25vw, 100vw'
              }
            />
            <div className="card__body">
              <p className="card__meta">{formatLongDate(article.pubDate.value)}</p>
              <h3 className="card__title">
                <SiteLink href={article.path.alias} className="card__link">
                  {article.title}
                </SiteLink>
              </h3>
              <p className="latest-articles__summary">
                {cutSummary(article.summary, LATEST_ARTICLES_SUMMARY_LENGTH)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};

export default LatestArticlesBlock;
