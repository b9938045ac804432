import type { MenuLink } from 'shared-lib/content';
import { SiteLink } from 'shared-lib/links';

export function MenuLinkItem({ link }: { link: MenuLink }) {
  return <SiteLink href={link.url.path}>{link.label}</SiteLink>;
}
