import { layoutCentrePlan } from './layoutCentrePlan';
import type { CentrePlan, CentrePlanDrawing, StoreLocation } from '../content/types';

/**
 * A small plan for tests: North mall runs across with four shops above it and two below, East
 * mall runs down from its east end with two shops on its right; an entrance at each end of North
 * mall.
 */
export const testPlan: CentrePlan = {
  width: 200,
  height: 120,
  shopDepth: 20,
  malls: [
    {
      id: 'north-mall',
      name: 'North mall',
      corridor: { x: 0, y: 20, width: 160, height: 10 },
      rows: [
        { side: 'above', from: 0, to: 160, shops: ['T1', 'T2', 'T3', 'T4'] },
        { side: 'below', from: 0, to: 80, shops: ['T5', 'T6'] },
      ],
    },
    {
      id: 'east-mall',
      name: 'East mall',
      corridor: { x: 160, y: 20, width: 10, height: 100 },
      rows: [{ side: 'right', from: 30, to: 110, shops: ['T7', 'T8'] }],
    },
  ],
  features: [
    {
      id: 'entrance-1',
      kind: 'entrance',
      name: 'Entrance 1',
      description: 'from the west',
      x: 0,
      y: 25,
    },
    {
      id: 'entrance-2',
      kind: 'entrance',
      name: 'Entrance 2',
      description: 'from the east',
      x: 170,
      y: 25,
    },
    {
      id: 'toilets',
      kind: 'toilets',
      name: 'Toilets',
      description: 'off North mall',
      x: 100,
      y: 25,
    },
  ],
};

/** The test plan as drawn, for store pages and the centre map. */
export const testPlanDrawing: CentrePlanDrawing = layoutCentrePlan(testPlan);

export const makeStoreLocation = (
  shopNumber = 'T2',
  directions = 'North mall, between Nike and Puma, near Entrance 1',
): StoreLocation => ({ shopNumber, directions });
