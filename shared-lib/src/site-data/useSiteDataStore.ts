import { create } from 'zustand';
import type { SiteData } from '../page-data/types';

interface SiteDataState {
  siteData: SiteData | null;
  setSiteData: (siteData: SiteData) => void;
}

/**
 * Site-wide data (metadata, menus, opening hours) that the shell loads once and every remote
 * reads. It lives here, in the shared singleton, so that shell and remotes see one store.
 */
export const useSiteDataStore = create<SiteDataState>()((set) => ({
  siteData: null,
  setSiteData: (siteData) => set({ siteData }),
}));
