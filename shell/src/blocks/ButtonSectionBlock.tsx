import { SiteLink } from 'shared-lib/links';
import { ContentImage } from 'shared-lib/ui';
import type { BlockProps } from './blockProps';

/** Buttons in halves or full width; an empty section renders nothing (the home page has one). */
export function ButtonSectionBlock({ block }: BlockProps<'button_section'>) {
  if (block.items.length === 0) return null;
  return (
    <section className={`button-section button-section--${block.size}`}>
      {block.items.map((item) => (
        <SiteLink
          key={item.title}
          className={`image-button image-button--${item.colour}${item.big ? ' image-button--big' : ''}`}
          href={item.link.path}
        >
          {item.image && <ContentImage image={{ ...item.image, alt: '' }} />}
          <span className="image-button__title">{item.title}</span>
          {item.desc && <span className="image-button__desc">{item.desc}</span>}
        </SiteLink>
      ))}
    </section>
  );
}
