import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What the device keeps of a saved store: enough to list it even if it leaves the directory. */
export interface SavedStore {
  id: string;
  title: string;
  path: string;
  shopNumber: string;
}

interface SavedStoresState {
  stores: SavedStore[];
  toggle: (store: SavedStore) => void;
}

export const SAVED_STORES_KEY = 'outlet-centre:saved-stores';

/**
 * Favourite stores kept on this device (decision 083). Empty on the server and
 * while hydrating: `skipHydration` keeps localStorage out of the first render, and
 * `useSavedStoresRehydration` reads it once the page has hydrated.
 */
export const useSavedStores = create<SavedStoresState>()(
  persist(
    (set) => ({
      stores: [],
      toggle: (store) =>
        set((state) => ({
          stores: state.stores.some((saved) => saved.id === store.id)
            ? state.stores.filter((saved) => saved.id !== store.id)
            : [...state.stores, store],
        })),
    }),
    {
      name: SAVED_STORES_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ stores: state.stores }),
      skipHydration: true,
    },
  ),
);
