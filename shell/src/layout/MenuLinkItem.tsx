import { Link } from 'react-router-dom';
import type { MenuLink } from 'shared-lib/content';

/** An internal menu link navigates in the app; an external one opens in a new tab. */
export function MenuLinkItem({ link }: { link: MenuLink }) {
  const href = link.url.path;
  if (href.includes('://')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    );
  }
  return <Link to={href}>{link.label}</Link>;
}
