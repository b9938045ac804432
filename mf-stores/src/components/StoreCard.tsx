import { Link } from 'shared-lib/router';
import type { StoreSummary } from 'shared-lib/content';
import { ContentImage } from 'shared-lib/ui';

/** A store in a grid: its thumbnail and its title linking to the store's page. */
export function StoreCard({ store }: { store: Pick<StoreSummary, 'title' | 'path' | 'thumb'> }) {
  return (
    <li className="card">
      <ContentImage image={store.thumb} sizes="(min-width: 992px) 25vw, 50vw" />
      <Link to={store.path.alias}>{store.title}</Link>
    </li>
  );
}
