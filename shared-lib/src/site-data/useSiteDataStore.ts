import { useSyncExternalStore } from 'react';
// 'zustand', not 'zustand/vanilla': the shared singleton, so the shell provides the one copy the
// remotes' stores use (a remote loaded its own otherwise).
import { createStore } from 'zustand';
import type { SiteData } from '../page-data/types';

interface SiteDataState {
  siteData: SiteData | null;
  setSiteData: (siteData: SiteData) => void;
}

const store = createStore<SiteDataState>()((set) => ({
  siteData: null,
  setSiteData: (siteData) => set({ siteData }),
}));

/**
 * Site-wide data (metadata, menus, opening hours) that the shell loads once and every remote
 * reads. It lives here, in the shared singleton, so that shell and remotes see one store.
 *
 * Unlike zustand's own hook, whose server snapshot is the store's initial (empty) state, this one
 * reads the current state on the server and while hydrating too: the server renderer and the
 * browser both fill the store before rendering, so a page renders its header, footer and hours
 * from the first byte and hydrates without a change.
 */
export function useSiteDataStore<T>(selector: (state: SiteDataState) => T): T {
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

useSiteDataStore.getState = store.getState;
useSiteDataStore.setState = store.setState;
useSiteDataStore.subscribe = store.subscribe;
