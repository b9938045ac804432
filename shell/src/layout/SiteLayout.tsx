import type { ReactNode } from 'react';
import { OpeningHoursStrip } from './OpeningHoursStrip';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import { UnsupportedBrowserBanner } from './UnsupportedBrowserBanner';

export const MAIN_CONTENT_ID = 'main-content';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <UnsupportedBrowserBanner />
      <div className="site-top">
        <OpeningHoursStrip />
        <SiteHeader />
      </div>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
