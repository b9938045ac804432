import type { MouseEvent } from 'react';
import { reportInteraction } from 'shared-lib/analytics';
import { useLocation, useNavigate } from 'shared-lib/router';
import type { WhatsOnFilter } from 'shared-lib/routes';
import { WHATS_ON_TABS } from './whatsOnFilter';

/**
 * The filter as a group of toggle buttons (`aria-pressed`, decision 094). The filter lives in the
 * address (`?filter=`): a press pushes the new address, so Back and Forward step through the
 * filters and the pressed button always matches the address. Without JavaScript a press submits a
 * GET form to the same page with `filter` set; the pre-rendered page answers with every item (All)
 * until its scripts read the address. The page is whichever holds the listing (/whats-on/ or a
 * content page with the What's On block): a press never leaves it.
 */
export function WhatsOnFilterTabs({ current }: { current: WhatsOnFilter }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const choose = (filter: WhatsOnFilter) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (filter === current) return;
    reportInteraction({
      target: "what's on",
      action: 'filter',
      value: filter,
      interactionType: 'filter',
    });
    void navigate(filter === 'all' ? pathname : `${pathname}?filter=${filter}`);
  };
  return (
    <form method="get" action={pathname} className="whats-on-filter">
      <div role="group" aria-label="Filter What's On" className="tabs whats-on-tabs">
        {WHATS_ON_TABS.map(({ filter, label }) => (
          <button
            key={filter}
            type="submit"
            name="filter"
            value={filter}
            className="tabs__tab whats-on-tabs__tab"
            aria-pressed={filter === current}
            onClick={choose(filter)}
          >
            {label}
          </button>
        ))}
      </div>
    </form>
  );
}
