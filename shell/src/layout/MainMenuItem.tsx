import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { reportInteraction } from 'shared-lib/analytics';
import type { MenuLink } from 'shared-lib/content';
import { SiteLink } from 'shared-lib/links';
import { MenuCallout } from './MenuCallout';

/**
 * One entry of the main navigation. An entry with sublinks is a disclosure: the sublinks and a
 * side callout open on hover, on keyboard focus and with the toggle button; the callout follows
 * the hovered or focused sublink; Escape closes the panel and returns focus to the entry.
 */
export function MainMenuItem({ link }: { link: MenuLink }) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<MenuLink>(link);
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const topLinkRef = useRef<HTMLAnchorElement>(null);
  // Escape gives focus back to the entry's link: that focus must not open the panel again.
  const focusAfterEscape = useRef(false);

  if (!link.sublinks?.length) {
    return (
      <li className="main-menu__item">
        <SiteLink className="main-menu__link" href={link.url.path}>
          {link.label}
        </SiteLink>
      </li>
    );
  }

  const show = (how: string) => {
    if (!open)
      reportInteraction({
        target: 'main-menu',
        action: 'open',
        properties: { item: link.label, how },
        interactionType: 'menu',
      });
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
    setActive(link);
  };
  const onBlur = (event: FocusEvent) => {
    if (!itemRef.current?.contains(event.relatedTarget as Node | null)) hide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      hide();
      focusAfterEscape.current = true;
      topLinkRef.current?.focus();
      focusAfterEscape.current = false;
    }
  };

  return (
    // Hover only opens what the item's own button opens from the keyboard (and Escape from its
    // links bubbles here): the list item is not a control of its own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={itemRef}
      className="main-menu__item main-menu__item--parent"
      data-open={open || undefined}
      onMouseEnter={() => show('hover')}
      onMouseLeave={hide}
      onFocus={() => {
        if (!focusAfterEscape.current) show('focus');
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <SiteLink
        ref={topLinkRef}
        className="main-menu__link"
        href={link.url.path}
        onMouseEnter={() => setActive(link)}
      >
        {link.label}
      </SiteLink>
      <button
        type="button"
        className="main-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? hide() : show('button'))}
      >
        <span className="visually-hidden">{`${link.label} links`}</span>
        <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} className="main-menu__panel" hidden={!open}>
        <ul className="main-menu__sublinks">
          {link.sublinks.map((sublink) => (
            <li key={sublink.label}>
              <SiteLink
                href={sublink.url.path}
                onMouseEnter={() => setActive(sublink)}
                onFocus={() => setActive(sublink)}
              >
                {sublink.label}
              </SiteLink>
            </li>
          ))}
        </ul>
        <MenuCallout link={active.callout || active.calloutImage ? active : link} />
      </div>
    </li>
  );
}
