import { layoutCentrePlan, runsAcross } from './layoutCentrePlan';
import { testPlan } from './testPlan';

describe('layoutCentrePlan', () => {
  const drawing = layoutCentrePlan(testPlan);
  const shop = (number: string) => drawing.shops.find((item) => item.shopNumber === number);

  it('shares a row among its shops, above or below a mall running across', () => {
    expect(shop('T1')).toEqual({
      shopNumber: 'T1',
      mallId: 'north-mall',
      x: 0,
      y: 0,
      width: 40,
      height: 20,
    });
    expect(shop('T4')).toMatchObject({ x: 120, y: 0, width: 40 });
    expect(shop('T6')).toEqual({
      shopNumber: 'T6',
      mallId: 'north-mall',
      x: 40,
      y: 30,
      width: 40,
      height: 20,
    });
  });

  it('puts shops beside a mall running down', () => {
    expect(shop('T7')).toEqual({
      shopNumber: 'T7',
      mallId: 'east-mall',
      x: 170,
      y: 30,
      width: 20,
      height: 40,
    });
    expect(shop('T8')).toMatchObject({ y: 70, height: 40 });
  });

  it('keeps the plan size, malls and features', () => {
    expect(drawing.shops).toHaveLength(8);
    expect(drawing.malls.map((mall) => mall.name)).toEqual(['North mall', 'East mall']);
    expect(drawing.features).toBe(testPlan.features);
    expect([drawing.width, drawing.height]).toEqual([200, 120]);
  });

  it('tells a mall running across from one running down', () => {
    expect(testPlan.malls.map(runsAcross)).toEqual([true, false]);
  });
});
