import { ContentImage, RichText } from 'shared-lib/ui';
import type { BlockProps } from './blockProps';

/** Image-and-text section: optional image, reversed layout, grey or white background. */
export function ImageTextBlock({ block, first = false }: BlockProps<'image_text'>) {
  const classes = ['image-text', `image-text--${block.background}`];
  if (block.reversed) classes.push('image-text--reversed');
  return (
    <section className={classes.join(' ')}>
      {block.image && (
        <ContentImage image={block.image} sizes="(min-width: 768px) 50vw, 100vw" priority={first} />
      )}
      <div>
        {block.title && <h2>{block.title}</h2>}
        <RichText className="rich-text" html={block.text} />
      </div>
    </section>
  );
}
