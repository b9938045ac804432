import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createBrowserHistory, Router, type Location } from 'shared-lib/router';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * React Router's BrowserRouter, except that a pre-rendered page first hydrates at the address the
 * server rendered: its path, without the query or the hash, which a static page cannot know.
 * Right after hydration the router moves to the real address, so every part driven by the query
 * (filters, tabs, search terms) adopts the server's HTML without a mismatch, then applies it. The
 * move is a transition: React finishes hydrating a part before updating it, instead of dropping
 * its pre-rendered HTML.
 */
export function HydratingBrowserRouter({
  children,
  hydrating,
}: {
  children: ReactNode;
  hydrating: boolean;
}) {
  const historyRef = useRef<BrowserHistory | null>(null);
  historyRef.current ??= createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState<{ action: BrowserHistory['action']; location: Location }>(
    () => ({
      action: history.action,
      location: hydrating ? { ...history.location, search: '', hash: '' } : history.location,
    }),
  );

  useLayoutEffect(() => {
    const real = history.location;
    if (real.search !== '' || real.hash !== '') {
      startTransition(() => setState({ action: history.action, location: real }));
    }
    return history.listen((update) => startTransition(() => setState(update)));
  }, [history]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
