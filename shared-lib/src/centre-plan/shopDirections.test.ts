import { shopDirections } from './shopDirections';
import { testPlan } from './testPlan';

const stores: Record<string, string> = { T1: 'Nike', T2: 'Adidas', T3: 'Puma', T7: 'Adairs' };
const directions = shopDirections(testPlan, (shopNumber) => stores[shopNumber]);

describe('shopDirections', () => {
  it('names the mall, the stores either side and the nearest entrance', () => {
    expect(directions.get('T2')).toEqual({
      shopNumber: 'T2',
      directions: 'North mall, between Nike and Puma, near Entrance 1',
    });
    expect(directions.get('T3')?.directions).toBe(
      'North mall, between Adidas and shop T4, near Entrance 2',
    );
  });

  it('says "next to" for a shop at the end of its row', () => {
    expect(directions.get('T1')?.directions).toBe('North mall, next to Adidas, near Entrance 1');
    expect(directions.get('T8')?.directions).toBe('East mall, next to Adairs, near Entrance 2');
  });

  it('has directions for every shop on the plan', () => {
    expect([...directions.keys()].sort()).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']);
  });
});
