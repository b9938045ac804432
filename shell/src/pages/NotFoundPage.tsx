import { Link } from 'shared-lib/router';
import { homePath } from 'shared-lib/routes';

/** Spec section 2, '404 page'. */
export function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>404</h1>
      <p>
        This page doesn&apos;t exist. If you feel like there should be a page here,{' '}
        <Link to="/information/">Contact us</Link>.
      </p>
      <Link className="button" to={homePath()}>
        Go back home
      </Link>
    </section>
  );
}
