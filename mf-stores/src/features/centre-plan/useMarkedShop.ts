import { useState, useSyncExternalStore } from 'react';
import { planShopId } from 'shared-lib/routes';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** 'T12' from '#shop-T12'; undefined for any other fragment. */
export function shopOfHash(hash: string): string | undefined {
  const prefix = `#${planShopId('')}`;
  return hash.startsWith(prefix) && hash.length > prefix.length
    ? decodeURIComponent(hash.slice(prefix.length))
    : undefined;
}

/**
 * The shop the centre map marks: the one the address names (`#shop-T12`, read after hydration:
 * the server never sees a fragment) until the shopper picks another. Picking one writes its
 * fragment into the address without a navigation, so focus stays where the shopper is.
 */
export function useMarkedShop(): [string | undefined, (shopNumber: string) => void] {
  const fromAddress = useSyncExternalStore(
    subscribe,
    () => shopOfHash(window.location.hash),
    () => undefined,
  );
  const [picked, setPicked] = useState<string>();
  const pick = (shopNumber: string) => {
    window.history.replaceState(window.history.state, '', `#${planShopId(shopNumber)}`);
    setPicked(shopNumber);
  };
  return [picked ?? fromAddress, pick];
}
