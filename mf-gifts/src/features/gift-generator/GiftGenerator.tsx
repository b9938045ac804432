import type { GiftGeneratorBlock } from 'shared-lib/content';
import { SiteLink } from 'shared-lib/links';
import { ContentImage } from 'shared-lib/ui';
import { categoryTileHref } from './categoryTileHref';
import './giftGenerator.css';

type GiftGeneratorProps = Pick<GiftGeneratorBlock, 'intro' | 'link' | 'categories'> & {
  /** The heading level: 2 in a content page, also 2 under the guide page's own heading. */
  headingId?: string;
};

/**
 * Block 12 (docs/reference/blocks.md#block-12): 'The gift generator', an intro, 'Start exploring' to the configured path, and a
 * tile per category linking to that path with `?category={id}` (the guide arrives filtered).
 */
export function GiftGenerator({
  intro,
  link,
  categories,
  headingId = 'gift-generator-heading',
}: GiftGeneratorProps) {
  return (
    <section className="gift-generator" aria-labelledby={headingId}>
      <div className="gift-generator__text">
        <h2 id={headingId}>The gift generator</h2>
        <p>{intro}</p>
        <SiteLink className="button button-primary" href={link.path}>
          Start exploring
        </SiteLink>
      </div>
      {categories.length > 0 && (
        <ul className="gift-generator__tiles">
          {categories.map((category) => (
            <li key={category.targetId} className="gift-generator__tile">
              <SiteLink
                className="gift-generator__tile-link"
                href={categoryTileHref(link.path, category.targetId)}
              >
                <ContentImage
                  image={{ ...category.image, alt: '' }}
                  className="gift-generator__tile-image"
                  sizes="(min-width: 768px) 20vw, 50vw"
                />
                <span className="gift-generator__tile-title">{category.title}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
