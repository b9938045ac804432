import { Link } from 'shared-lib/router';
import { whatsOnPath, type WhatsOnFilter } from 'shared-lib/routes';
import { WHATS_ON_TABS } from './whatsOnFilter';

/** Filter tabs as links: the filter lives in the address (`?filter=`), so it can be shared and kept on reload. */
export function WhatsOnFilterTabs({ current }: { current: WhatsOnFilter }) {
  return (
    <nav aria-label="Filter What's On">
      <ul className="whats-on-tabs">
        {WHATS_ON_TABS.map(({ filter, label }) => (
          <li key={filter}>
            <Link
              className="whats-on-tabs__tab"
              to={filter === 'all' ? whatsOnPath() : whatsOnPath(filter)}
              aria-current={filter === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
