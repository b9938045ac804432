import type { CentrePlan, CentrePlanDrawing, PlanMall, PlanRow, PlanShop } from '../content/types';

/** A mall runs across the plan when its corridor is wider than tall, down it otherwise. */
export const runsAcross = (mall: Pick<PlanMall, 'corridor'>): boolean =>
  mall.corridor.width >= mall.corridor.height;

/** Tenths of a plan unit are finer than any screen shows: shorter page data and markup. */
const tenths = (value: number) => Math.round(value * 10) / 10;

function shopsOfRow(mall: PlanMall, row: PlanRow, depth: number): PlanShop[] {
  const { corridor } = mall;
  const step = (row.to - row.from) / row.shops.length;
  return row.shops.map((shopNumber, index) => {
    const along = row.from + index * step;
    const place =
      row.side === 'above' || row.side === 'below'
        ? {
            x: along,
            y: row.side === 'above' ? corridor.y - depth : corridor.y + corridor.height,
            width: step,
            height: depth,
          }
        : {
            x: row.side === 'left' ? corridor.x - depth : corridor.x + corridor.width,
            y: along,
            width: depth,
            height: step,
          };
    return {
      shopNumber,
      mallId: mall.id,
      x: tenths(place.x),
      y: tenths(place.y),
      width: tenths(place.width),
      height: tenths(place.height),
    };
  });
}

/** Every shop's rectangle: each row's length shared equally by its shops, `shopDepth` deep. */
export function layoutCentrePlan(plan: CentrePlan): CentrePlanDrawing {
  return {
    width: plan.width,
    height: plan.height,
    malls: plan.malls.map(({ id, name, corridor }) => ({ id, name, corridor })),
    shops: plan.malls.flatMap((mall) =>
      mall.rows.flatMap((row) => shopsOfRow(mall, row, plan.shopDepth)),
    ),
    features: plan.features,
  };
}
