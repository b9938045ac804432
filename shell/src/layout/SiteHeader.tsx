import { SiteLink } from 'shared-lib/links';
import { homePath } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';
import { MainMenuItem } from './MainMenuItem';
import { SearchToggle } from './SearchToggle';
import { SideMenu } from './SideMenu';
import { splitMainMenu } from './splitMainMenu';
import './SiteHeader.css';

/**
 * Fixed header. Wide screens: the first four main-menu entries left of a centred logo, the rest
 * right. Narrow screens: one row (menu button, logo, search), the combined list in the side menu,
 * so that the header with the hours strip stays within 120 px on a phone.
 */
export function SiteHeader() {
  const siteData = useSiteDataStore((state) => state.siteData);
  const { left, right } = splitMainMenu(siteData?.menus.main ?? []);
  const siteName = siteData?.site.siteName ?? 'Home';
  return (
    <header className="site-header">
      <SideMenu />
      <nav aria-label="Main" className="main-menu">
        <ul className="main-menu__list main-menu__list--left">
          {left.map((link) => (
            <MainMenuItem key={link.label} link={link} />
          ))}
        </ul>
        <ul className="main-menu__list main-menu__list--right">
          {right.map((link) => (
            <MainMenuItem key={link.label} link={link} />
          ))}
        </ul>
      </nav>
      <SiteLink className="site-header__logo" href={homePath()} aria-label={`${siteName} home`}>
        {siteName}
      </SiteLink>
      <SearchToggle />
    </header>
  );
}
