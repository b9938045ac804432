import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-lib/routers';
import type { Article } from 'shared-lib/content';
import { makePageData } from 'shared-lib/testing';
import { makeArticle } from '../test/factories';
import ArticleDetailPage from './ArticleDetailPage';

function renderArticle(article: Article) {
  return render(
    <MemoryRouter>
      <ArticleDetailPage pageData={makePageData('article-detail', { article })} />
    </MemoryRouter>,
  );
}

describe('ArticleDetailPage', () => {
  it('shows a news article with its category link, date, title, banner, body and back link', () => {
    renderArticle(makeArticle({ title: 'Autumn fashion edit', pubDate: { value: '2026-03-05' } }));
    expect(screen.getByRole('link', { name: 'News article' }).getAttribute('href')).toBe(
      '/whats-on/?filter=news',
    );
    expect(screen.getByText('5 March 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Autumn fashion edit' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Autumn fashion edit banner' })).toBeTruthy();
    expect(screen.getByText('Autumn fashion edit body text.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to news' }).getAttribute('href')).toBe(
      '/whats-on/?filter=news',
    );
  });

  it('labels a blog post and leaves out an empty body and a missing banner', () => {
    const { container } = renderArticle(
      makeArticle({ articleType: 'blog', body: { processed: '  ' }, banner: null }),
    );
    expect(screen.getByRole('link', { name: 'Blog post' }).getAttribute('href')).toBe(
      '/whats-on/?filter=blog',
    );
    expect(screen.getByRole('link', { name: 'Back to blog' })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('article > div')).toBeNull();
  });
});
