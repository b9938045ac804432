import { useSiteDataStore } from 'shared-lib/site-data';
import { MenuLinkItem } from '../layout/MenuLinkItem';
import type { BlockProps } from './blockRegistry';

/** 'Let's get social': heading and 'Follow Us' links; the feed widget cannot load offline. */
export function SocialBannerBlock({ block }: BlockProps<'social_banner'>) {
  const social = useSiteDataStore((state) => state.siteData?.menus.social) ?? [];
  return (
    <section className="social-banner">
      <h2>{block.heading}</h2>
      <p>Follow Us</p>
      <ul>
        {social.map((link) => (
          <li key={link.label}>
            <MenuLinkItem link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}
