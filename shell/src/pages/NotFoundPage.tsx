import { SiteLink } from 'shared-lib/links';
import { homePath } from 'shared-lib/routes';

/** docs/reference/routes.md#not-found. */
export function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>404</h1>
      <p>
        This page doesn&apos;t exist. If you feel like there should be a page here,{' '}
        <SiteLink href="/information/">Contact us</SiteLink>.
      </p>
      <SiteLink className="button" href={homePath()}>
        Go back home
      </SiteLink>
    </section>
  );
}
