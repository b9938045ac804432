import { PILLAR_IMAGES, type StorePillar } from 'shared-lib/content';
import { SiteLink } from 'shared-lib/links';
import { storeDirectoryPath } from 'shared-lib/routes';
import { ContentImage } from 'shared-lib/ui';
import './PillarTiles.css';

export interface PillarTile {
  pillar: StorePillar;
  /** The category the tile filters the directory by; without one it opens the whole directory. */
  categoryId: number | undefined;
}

const PILLAR_NAMES: Record<StorePillar, string> = {
  sport: 'Sport',
  family: 'Family',
  fashion: 'Fashion',
  home: 'Home',
};

/** Block 3 (docs/reference/blocks.md#block-3): one tile per pillar, labelled 'Outlet' plus its name, with its folder's image. */
export function PillarTiles({ tiles, label }: { tiles: readonly PillarTile[]; label: string }) {
  return (
    <nav aria-label={label} className="pillar-tiles">
      <ul className="pillar-tiles__grid">
        {tiles.map(({ pillar, categoryId }) => (
          <li key={pillar} className="pillar-tile">
            <SiteLink href={storeDirectoryPath(categoryId)} className="pillar-tile__link">
              <ContentImage image={PILLAR_IMAGES[pillar]} />
              <span className="pillar-tile__label">
                <span className="pillar-tile__outlet">Outlet</span> {PILLAR_NAMES[pillar]}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
      <SiteLink href={storeDirectoryPath()} className="button pillar-tiles__search">
        Search stores
      </SiteLink>
    </nav>
  );
}
