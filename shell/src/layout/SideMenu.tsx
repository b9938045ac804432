import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { reportInteraction } from 'shared-lib/analytics';
import { SiteLink } from 'shared-lib/links';
import { useLocation } from 'shared-lib/router';
import { useSiteDataStore } from 'shared-lib/site-data';
import { SearchBox } from './SearchBox';
import { trapTabKey } from './trapTabKey';
import './SideMenu.css';

/**
 * The slide-out side menu (275 px): the combined main menu, a search box and the social links,
 * in a modal dialog. Opening moves focus in; Tab stays inside; Escape, the close button, a click
 * outside and a route change close it; focus then returns to the menu button.
 */
export function SideMenu() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menus = useSiteDataStore((state) => state.siteData?.menus);
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('input')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      if (dialog.contains(document.activeElement) || document.activeElement === document.body) {
        buttonRef.current?.focus();
      }
    }
  }, [open]);

  const setOpenReported = (next: boolean, how: string) => {
    reportInteraction({
      target: 'side-menu',
      action: next ? 'open' : 'close',
      properties: { how },
      interactionType: 'menu',
    });
    setOpen(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpenReported(false, 'escape');
    } else if (event.key === 'Tab') {
      trapTabKey(event.nativeEvent, event.currentTarget);
    }
  };

  // The dialog box fills its own area; a click whose target is the dialog itself is on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) setOpenReported(false, 'outside');
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="side-menu__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenReported(true, 'button')}
      >
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
          <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      {/* A click on the backdrop closes the menu, as Escape does from any link inside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        className="side-menu"
        aria-label="Menu"
        onKeyDown={onKeyDown}
        onClick={onClick}
        onCancel={(event) => event.preventDefault()}
      >
        <div className="side-menu__inner">
          <button
            type="button"
            className="side-menu__close"
            onClick={() => setOpenReported(false, 'button')}
          >
            Close menu
          </button>
          <SearchBox source="side-menu-search" className="side-menu__search" />
          <nav aria-label="Site pages">
            <ul className="side-menu__links">
              {menus?.main.map((link) => (
                <li key={link.label}>
                  <SiteLink href={link.url.path}>{link.label}</SiteLink>
                  {link.sublinks?.length ? (
                    <ul>
                      {link.sublinks.map((sublink) => (
                        <li key={sublink.label}>
                          <SiteLink href={sublink.url.path}>{sublink.label}</SiteLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          <ul className="side-menu__social" aria-label="Follow us">
            {menus?.social.map((link) => (
              <li key={link.label}>
                <SiteLink href={link.url.path}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </>
  );
}
