import type { SavedStore } from './savedStoresStore';
import { useSavedStores } from './savedStoresStore';
import { useSavedStoresReady } from './useSavedStoresReady';
import './SaveStoreButton.css';

/**
 * 'Save store' toggle. It is rendered on the server too (not pressed, disabled until hydrated),
 * so its space is reserved and nothing moves when the saved state arrives. `compact` is the icon
 * alone, for cards (decision 240); its name and pressed state are the same.
 */
export function SaveStoreButton({
  store,
  compact = false,
}: {
  store: SavedStore;
  compact?: boolean;
}) {
  const ready = useSavedStoresReady();
  const saved = useSavedStores((state) => state.stores.some((s) => s.id === store.id));
  const toggle = useSavedStores((state) => state.toggle);
  const pressed = ready && saved;
  return (
    <button
      type="button"
      className={compact ? 'save-store save-store--compact' : 'save-store'}
      aria-pressed={pressed}
      aria-label={`Save store ${store.title}`}
      title={compact ? `Save store ${store.title}` : undefined}
      disabled={!ready}
      onClick={() => toggle(store)}
    >
      <span aria-hidden="true" className="save-store__icon">
        {pressed ? '★' : '☆'}
      </span>
      {!compact && (pressed ? ' Saved' : ' Save store')}
    </button>
  );
}
