import type { MenuLink } from 'shared-lib/content';
import { SiteLink } from 'shared-lib/links';
import { ContentImage } from 'shared-lib/ui';

/** The side callout of a menu panel: image, text and link of the hovered entry. */
export function MenuCallout({ link }: { link: MenuLink }) {
  if (!link.callout && !link.calloutImage) return null;
  return (
    <aside
      className="menu-callout"
      aria-label={`${link.label} highlight`}
      data-callout-for={link.label}
    >
      {link.calloutImage && (
        <ContentImage
          className="menu-callout__image"
          image={link.calloutImage}
          sizes="(min-width: 1200px) 20rem, 100vw"
        />
      )}
      {link.callout && (
        <SiteLink className="menu-callout__link" href={link.callout.url.path}>
          {link.callout.title}
        </SiteLink>
      )}
    </aside>
  );
}
