import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { REMOTE_APPS, REMOTE_MODULE_IDS, REMOTE_NAMES } from 'shared-lib/apps';
import type { PageProps } from '../page-data/types';
import type { RemoteModuleId, RemoteModules } from './remoteModules';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// Compile-time: the contracts derived from the registry keep their precise types.
const pageContract: Equal<
  RemoteModules['stores/StoreDetailPage'],
  ComponentType<PageProps<'store-detail'>>
> = true;
const sliderContract: Equal<
  RemoteModules['gifts/StoreGiftSlider'],
  ComponentType<{ gifts: import('../content/types').Gift[] }>
> = true;
const idsAreLiteral: Equal<Extract<RemoteModuleId, 'forms/FormBlock'>, 'forms/FormBlock'> = true;
const unknownIdRejected: Equal<Extract<RemoteModuleId, 'forms/NoSuchModule'>, never> = true;

const REPO_ROOT = path.resolve(__dirname, '../../..');

describe('the contracts derived from the registry of the apps', () => {
  it('keep the precise type of each exposed module', () => {
    expect([pageContract, sliderContract, idsAreLiteral, unknownIdRejected]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('name each remote once, in the order of their ports', () => {
    expect(new Set(REMOTE_NAMES).size).toBe(REMOTE_NAMES.length);
    const offsets = REMOTE_APPS.map((app) => app.portOffset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('list every exposed module as {remote}/{module}, each file present in its app', () => {
    expect(REMOTE_MODULE_IDS).toContain('whats_on/StoreOffersSlider');
    for (const app of REMOTE_APPS)
      for (const [module, file] of Object.entries(app.exposes)) {
        expect(REMOTE_MODULE_IDS).toContain(`${app.name}/${module}`);
        expect({ module, exists: existsSync(path.join(REPO_ROOT, app.workspace, file)) }).toEqual({
          module,
          exists: true,
        });
      }
  });
});
