import { useSiteDataStore } from 'shared-lib/site-data';
import { MenuLinkItem } from '../layout/MenuLinkItem';
import type { BlockProps } from './blockProps';
import { SocialFeed } from './SocialFeed';

/** 'Let's get social': heading, 'Follow Us' links and the feed widget (loaded when near). */
export function SocialBannerBlock({ block }: BlockProps<'social_banner'>) {
  const social = useSiteDataStore((state) => state.siteData?.menus.social) ?? [];
  return (
    <section className="social-banner" aria-labelledby={`${block.id}-heading`}>
      <h2 id={`${block.id}-heading`}>{block.heading}</h2>
      <p>Follow Us</p>
      <ul>
        {social.map((link) => (
          <li key={link.label}>
            <MenuLinkItem link={link} />
          </li>
        ))}
      </ul>
      {block.feedScript && <SocialFeed id={`${block.id}-feed`} script={block.feedScript} />}
    </section>
  );
}
