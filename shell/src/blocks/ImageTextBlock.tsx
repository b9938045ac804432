import type { BlockProps } from './blockRegistry';

/** Image-and-text section: optional image, reversed layout, grey or white background. */
export function ImageTextBlock({ block }: BlockProps<'image_text'>) {
  const classes = ['image-text', `image-text--${block.background}`];
  if (block.reversed) classes.push('image-text--reversed');
  return (
    <section className={classes.join(' ')}>
      {block.image && (
        <img src={block.image.url} alt={block.image.alt ?? ''} width={block.image.width} height={block.image.height} />
      )}
      <div>
        {block.title && <h2>{block.title}</h2>}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.text }} />
      </div>
    </section>
  );
}
