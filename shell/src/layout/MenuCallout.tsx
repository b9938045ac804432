import type { MenuLink } from 'shared-lib/content';
import { SiteLink } from 'shared-lib/links';

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
        <img
          className="menu-callout__image"
          src={link.calloutImage.url}
          alt={link.calloutImage.alt}
          width={link.calloutImage.width}
          height={link.calloutImage.height}
          loading="lazy"
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
