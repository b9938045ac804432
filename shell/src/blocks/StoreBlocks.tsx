import { RemoteModule } from 'shared-lib/remote';
import type { BlockProps } from './blockRegistry';

/** The store blocks belong to mf-stores (spec blocks 3, 6 and 7, and the home page's tiles). */
export function StoreSearchBlock({ block, related }: BlockProps<'store_search'>) {
  return <RemoteModule id="stores/StoreSearchBlock" props={{ block, related }} />;
}

export function StoreDirectoryBlock({ block, related }: BlockProps<'store_directory'>) {
  return <RemoteModule id="stores/StoreDirectoryBlock" props={{ block, related }} />;
}

export function ShopByCategoryBlock({ block, related }: BlockProps<'shop_by_category'>) {
  return <RemoteModule id="stores/ShopByCategoryBlock" props={{ block, related }} />;
}

export function StoreTilesBlock({ block, related }: BlockProps<'store_tiles'>) {
  return <RemoteModule id="stores/StoreTilesBlock" props={{ block, related }} />;
}
