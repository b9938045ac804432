import type { MouseEvent } from 'react';
import { reportInteraction } from 'shared-lib/analytics';
import { useNavigate } from 'shared-lib/router';
import type { WhatsOnFilter } from 'shared-lib/routes';
import { WHATS_ON_TABS } from './whatsOnFilter';

/**
 * The filter as a group of toggle buttons (`aria-pressed`, decision 094). The filter lives in the
 * address (`?filter=`): a press pushes the new address, so Back and Forward step through the
 * filters and the pressed button always matches the address. Without JavaScript the buttons still
 * work: they submit a GET form to the same page with `filter` set. `pagePath` is the page the
 * listing is on: /whats-on/, or a content page holding the What's On block.
 */
export function WhatsOnFilterTabs({
  current,
  pagePath,
}: {
  current: WhatsOnFilter;
  pagePath: string;
}) {
  const navigate = useNavigate();
  const choose = (filter: WhatsOnFilter) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (filter === current) return;
    reportInteraction({
      target: "what's on",
      action: 'filter',
      value: filter,
      interactionType: 'filter',
    });
    void navigate(filter === 'all' ? pagePath : `${pagePath}?filter=${filter}`);
  };
  return (
    <form method="get" action={pagePath} className="whats-on-filter">
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
