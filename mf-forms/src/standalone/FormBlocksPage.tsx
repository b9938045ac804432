import type { FormBlock as FormBlockData } from 'shared-lib/content';
import type { PageProps } from 'shared-lib/page-data';
import FormBlock from '../pages/FormBlock';

/**
 * For running mf-forms on its own only: a content page reduced to its title and form blocks, so
 * the team sees its forms over real page data (the shell renders the other blocks).
 */
export function FormBlocksPage({ pageData }: PageProps<'content-page'>) {
  const forms = pageData.context.page.blocks.filter(
    (block): block is FormBlockData => block.type === 'form',
  );
  return (
    <article>
      <h1 className="content-page__title">{pageData.context.page.title}</h1>
      {forms.length === 0 && <p>This page has no form block.</p>}
      {forms.map((block) => (
        <FormBlock key={block.id} block={block} />
      ))}
    </article>
  );
}
