import { useSiteDataStore } from 'shared-lib/site-data';
import { SiteLink } from 'shared-lib/links';
import { weekHoursText } from 'shared-lib/hours';
import { tradingHoursPath } from 'shared-lib/routes';
import { MenuLinkItem } from './MenuLinkItem';
import './SiteFooter.css';

/**
 * Quick links, address, phone, trading hours, the VIP and Kids Club sign-up links, the
 * acknowledgement of the traditional owners, social links and the privacy link.
 */
export function SiteFooter() {
  const siteData = useSiteDataStore((state) => state.siteData);
  if (!siteData) return <footer className="site-footer" />;
  const { site, menus, openingHours } = siteData;
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <nav aria-label="Quick links" className="site-footer__section">
          <h2 className="site-footer__heading">Quick links</h2>
          <ul className="site-footer__list">
            {menus.footer.map((link) => (
              <li key={link.label}>
                <MenuLinkItem link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__section" aria-labelledby="footer-visit">
          <h2 id="footer-visit" className="site-footer__heading">
            Visit us
          </h2>
          <address>
            {site.address}
            <br />
            <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
          </address>
          <p>
            Trading hours: {weekHoursText(openingHours.week)}
            <br />
            <SiteLink href={tradingHoursPath()}>Holiday trading hours</SiteLink>
          </p>
        </section>
        <section className="site-footer__section" aria-labelledby="footer-signup">
          <h2 id="footer-signup" className="site-footer__heading">
            Stay in touch
          </h2>
          <ul className="site-footer__list">
            {(menus.signup ?? []).map((link) => (
              <li key={link.label}>
                <MenuLinkItem link={link} />
              </li>
            ))}
          </ul>
          <ul className="site-footer__list site-footer__social" aria-label="Social media">
            {menus.social.map((link) => (
              <li key={link.label}>
                <MenuLinkItem link={link} />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="acknowledgement">
        We acknowledge the Ngunnawal people, the traditional custodians of the land on which the
        centre stands, and pay our respects to Elders past and present.
      </p>
      <p className="site-footer__legal">
        <SiteLink href="/privacy-policy/">Privacy policy</SiteLink>
      </p>
    </footer>
  );
}
