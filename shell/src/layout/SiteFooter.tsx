import { useSiteDataStore } from 'shared-lib/site-data';
import { MenuLinkItem } from './MenuLinkItem';

/** Quick links, address, phone, trading hours, acknowledgement of country, social links. */
export function SiteFooter() {
  const siteData = useSiteDataStore((state) => state.siteData);
  if (!siteData) return <footer className="site-footer" />;
  const { site, menus, openingHours } = siteData;
  return (
    <footer className="site-footer">
      <nav aria-label="Quick links">
        <ul>
          {menus.footer.map((link) => (
            <li key={link.label}>
              <MenuLinkItem link={link} />
            </li>
          ))}
        </ul>
      </nav>
      <address>
        {site.address}
        <br />
        <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
      </address>
      <p>Trading hours: {openingHours.defaultHours}</p>
      <p className="acknowledgement">
        We acknowledge the Ngunnawal people, the traditional custodians of the land on which the
        centre stands, and pay our respects to Elders past and present.
      </p>
      <ul className="social-links" aria-label="Social media">
        {menus.social.map((link) => (
          <li key={link.label}>
            <MenuLinkItem link={link} />
          </li>
        ))}
      </ul>
      <p>
        <a href="/privacy-policy/">Privacy policy</a>
      </p>
    </footer>
  );
}
