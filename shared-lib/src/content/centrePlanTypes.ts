/* The centre's floor plan as content (`centre-plan.json`) and as drawn. */

/** Where a shop front faces its mall: above or below a mall running across, left or right of one running down. */
export type PlanSide = 'above' | 'below' | 'left' | 'right';

/** A straight run of shops on one side of a mall, in order along the mall. */
export interface PlanRow {
  side: PlanSide;
  /** Where the run starts and ends along the mall (x for a mall running across, y for one running down). */
  from: number;
  to: number;
  /** Shop numbers in order from `from`. */
  shops: string[];
}

export interface PlanRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlanMall {
  id: string;
  /** As a shopper says it: 'North mall'. */
  name: string;
  /** The walkway; it runs across when wider than tall, down otherwise. */
  corridor: PlanRect;
  rows: PlanRow[];
}

export type PlanFeatureKind = 'entrance' | 'toilets' | 'parents-room' | 'food-court' | 'parking';

/** An entrance, toilets or parents' room at a point; the food court or a car park as an area. */
export interface PlanFeature {
  id: string;
  kind: PlanFeatureKind;
  /** 'Entrance 2', 'Toilets', 'West car park'. */
  name: string;
  /** Where it is, as a shopper would be told: 'from Canberra Avenue', 'off Central mall'. */
  description: string;
  x: number;
  y: number;
  /** Areas (food court, parking) only. */
  width?: number;
  height?: number;
}

/** `centre-plan.json`: the centre's floor plan in plan units (the drawing's viewBox). */
export interface CentrePlan {
  width: number;
  height: number;
  /** How deep a shop is, back from its mall. */
  shopDepth: number;
  malls: PlanMall[];
  features: PlanFeature[];
}

/** A shop drawn on the plan. */
export interface PlanShop extends PlanRect {
  shopNumber: string;
  mallId: string;
}

/** The plan as drawn: malls, every shop's place, and the features. Built from `CentrePlan`. */
export interface CentrePlanDrawing {
  width: number;
  height: number;
  malls: Pick<PlanMall, 'id' | 'name' | 'corridor'>[];
  shops: PlanShop[];
  features: PlanFeature[];
}

/** Where a store is, in words a shopper can follow. */
export interface StoreLocation {
  shopNumber: string;
  /** 'North mall, between Nike and Adidas, near Entrance 2'. */
  directions: string;
}
