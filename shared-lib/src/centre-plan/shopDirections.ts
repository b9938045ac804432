import type { CentrePlan, PlanFeature, PlanShop, StoreLocation } from '../content/types';
import { layoutCentrePlan } from './layoutCentrePlan';

const centreOf = (shop: PlanShop) => ({
  x: shop.x + shop.width / 2,
  y: shop.y + shop.height / 2,
});

function nearest(features: readonly PlanFeature[], at: { x: number; y: number }) {
  let best: PlanFeature | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const feature of features) {
    const distance = Math.hypot(feature.x - at.x, feature.y - at.y);
    if (distance < bestDistance) {
      best = feature;
      bestDistance = distance;
    }
  }
  return best;
}

function joinNames(names: string[]): string {
  if (names.length === 2) return `between ${names[0]} and ${names[1]}`;
  if (names.length === 1) return `next to ${names[0]}`;
  return '';
}

/**
 * Directions to every shop on the plan, keyed by shop number: its mall, the shops either side of
 * it along the same row (by store name, or 'shop T5' when it has no store) and the nearest
 * entrance, e.g. 'North mall, between Nike and Adidas, near Entrance 2'.
 */
export function shopDirections(
  plan: CentrePlan,
  storeAt: (shopNumber: string) => string | undefined,
): Map<string, StoreLocation> {
  const entrances = plan.features.filter((feature) => feature.kind === 'entrance');
  const directions = new Map<string, StoreLocation>();
  const drawing = layoutCentrePlan(plan);
  const shopsByNumber = new Map(drawing.shops.map((shop) => [shop.shopNumber, shop]));
  for (const mall of plan.malls) {
    for (const row of mall.rows) {
      row.shops.forEach((shopNumber, index) => {
        const neighbours = [row.shops[index - 1], row.shops[index + 1]]
          .filter((neighbour): neighbour is string => neighbour !== undefined)
          .map((neighbour) => storeAt(neighbour) ?? `shop ${neighbour}`);
        const entrance = nearest(entrances, centreOf(shopsByNumber.get(shopNumber)!));
        const parts = [mall.name, joinNames(neighbours), entrance && `near ${entrance.name}`];
        directions.set(shopNumber, {
          shopNumber,
          directions: parts.filter(Boolean).join(', '),
        });
      });
    }
  }
  return directions;
}
