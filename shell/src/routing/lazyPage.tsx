import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageData } from 'shared-lib/page-data';

export type PageComponent = ComponentType<{ pageData: PageData }>;

/** A page template of the shell whose script is loaded only by the pages that use it. */
export interface ShellPage {
  Component: PageComponent;
  /** The chunk its script is built into (`page-…`, as its import names it), if it has one. */
  chunk?: string;
  /** Loads the template's script; once it has resolved, `Component` renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A template loaded on demand. A pre-rendered page of that template starts its chunk with the
 * shell's scripts (the document lists it), and `preload` waits for it before hydrating; after an
 * in-app navigation rendering it loads it, which suspends (the page says
 * 'Loading...' for that round trip). A link's prefetch does not fetch it: running it would cost
 * the page the shopper is on script and a task for a page they may never open. Once loaded, the
 * template renders at once: hydration meets the pre-rendered HTML with the component itself,
 * never with a boundary still waiting for its script.
 *
 * A render that is still waiting uses one lazy component per page: after a failed load, React's
 * retries of that page meet the same failure (the page shows its error, no request loop), and the
 * next page that needs the template tries again.
 */
export function lazyPage(chunk: string, load: () => Promise<PageComponent>): ShellPage {
  let loaded: PageComponent | undefined;
  const loadOnce = async () => {
    loaded ??= await load();
    return loaded;
  };
  const pending = new WeakMap<PageData, LazyExoticComponent<PageComponent>>();
  const pendingFor = (pageData: PageData) => {
    let component = pending.get(pageData);
    if (!component) {
      component = lazy(async () => ({ default: await loadOnce() }));
      pending.set(pageData, component);
    }
    return component;
  };
  function Page({ pageData }: { pageData: PageData }) {
    const Template = loaded ?? pendingFor(pageData);
    return <Template pageData={pageData} />;
  }
  return {
    Component: Page,
    chunk,
    preload: async () => {
      await loadOnce();
    },
  };
}
