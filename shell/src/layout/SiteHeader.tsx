import { Link } from 'shared-lib/router';
import { homePath } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';
import { MenuLinkItem } from './MenuLinkItem';
import { SearchToggle } from './SearchToggle';

/** Fixed header: logo and the main navigation from the menus of the site data. */
export function SiteHeader() {
  const siteData = useSiteDataStore((state) => state.siteData);
  return (
    <header className="site-header">
      <Link className="site-header__logo" to={homePath()}>
        {siteData?.site.siteName ?? 'Home'}
      </Link>
      <nav aria-label="Main">
        <ul className="site-nav">
          {siteData?.menus.main.map((link) => (
            <li key={link.label}>
              <MenuLinkItem link={link} />
            </li>
          ))}
        </ul>
      </nav>
      <SearchToggle />
    </header>
  );
}
