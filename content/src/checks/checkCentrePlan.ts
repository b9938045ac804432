import { runsAcross } from 'shared-lib/centre-plan';

import type { Issues, Where } from '../issues/Issues';
import type { CheckInput } from './CheckInput';

/**
 * The centre plan agrees with itself and with the stores: rows face their mall's way and stay
 * along it, every shop number is on the plan once, there is an entrance to give directions
 * from, and every store's shop is on the plan (its page shows it there).
 */
export function checkCentrePlan(input: CheckInput, issues: Issues): void {
  const plan = input.centrePlan;
  if (!plan) return;
  const planWhere = issues.whereOf(plan);
  const placed = new Map<string, string>();
  plan.malls.forEach((mall, mallIndex) => {
    const where: Where = { ...planWhere, itemId: mall.id, index: mallIndex };
    const across = runsAcross(mall);
    const start = across ? mall.corridor.x : mall.corridor.y;
    const end = start + (across ? mall.corridor.width : mall.corridor.height);
    const sides = across ? ['above', 'below'] : ['left', 'right'];
    mall.rows.forEach((row, rowIndex) => {
      const field = `rows[${rowIndex}]`;
      if (!sides.includes(row.side))
        issues.add(
          where,
          `${field}.side`,
          `must be "${sides.join('" or "')}": the mall runs ${across ? 'across' : 'down'} the plan`,
        );
      if (row.from < start || row.to > end)
        issues.add(where, field, `must lie along the mall, between ${start} and ${end}`);
      row.shops.forEach((shopNumber, shopIndex) => {
        const at = `${mall.name} (malls[${mallIndex}].${field}.shops[${shopIndex}])`;
        const first = placed.get(shopNumber);
        if (first)
          issues.add(
            where,
            `${field}.shops[${shopIndex}]`,
            `shop "${shopNumber}" is also on ${first}`,
          );
        else placed.set(shopNumber, at);
      });
    });
  });
  if (!plan.features.some((feature) => feature.kind === 'entrance'))
    issues.add(planWhere, 'features', 'must include at least one entrance');
  for (const store of input.stores) {
    if (!placed.has(store.shopNumber))
      issues.at(
        store,
        'shopNumber',
        `shop "${store.shopNumber}" is not on the centre plan (${planWhere.file})`,
      );
  }
}
