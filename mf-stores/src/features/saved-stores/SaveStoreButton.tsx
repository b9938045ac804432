import type { SavedStore } from './savedStoresStore';
import { useSavedStores } from './savedStoresStore';
import { useSavedStoresReady } from './useSavedStoresReady';
import './SaveStoreButton.css';

/**
 * 'Save store' toggle. It is rendered on the server too (not pressed, disabled until hydrated),
 * so its space is reserved and nothing moves when the saved state arrives.
 */
export function SaveStoreButton({ store }: { store: SavedStore }) {
  const ready = useSavedStoresReady();
  const saved = useSavedStores((state) => state.stores.some((s) => s.id === store.id));
  const toggle = useSavedStores((state) => state.toggle);
  const pressed = ready && saved;
  return (
    <button
      type="button"
      className="save-store"
      aria-pressed={pressed}
      aria-label={`Save store ${store.title}`}
      disabled={!ready}
      onClick={() => toggle(store)}
    >
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span> {pressed ? 'Saved' : 'Save store'}
    </button>
  );
}
