import type {
  CentrePlan,
  PlanFeature,
  PlanFeatureKind,
  PlanMall,
  PlanRect,
  PlanRow,
  PlanSide,
} from 'shared-lib/content';
import { array, number, object, string, type ObjectSchema } from 'yup';

import { id, text } from './common';

/** Plan units: the drawing's viewBox, so any positive scale the editor likes. */
const coordinate = () => number().required().min(0);
const length = () => number().required().moreThan(0);

const rectSchema: ObjectSchema<PlanRect> = object({
  x: coordinate(),
  y: coordinate(),
  width: length(),
  height: length(),
}).noUnknown();

const rowSchema: ObjectSchema<PlanRow> = object({
  side: string<PlanSide>().required().oneOf(['above', 'below', 'left', 'right']),
  from: coordinate(),
  to: coordinate().test('after-from', 'must be greater than from', function check(value) {
    const from = (this.parent as { from?: unknown }).from;
    return typeof from !== 'number' || value > from;
  }),
  shops: array()
    .of(id())
    .required()
    .min(1, 'must list at least one shop number')
    .default(undefined),
}).noUnknown();

const mallSchema: ObjectSchema<PlanMall> = object({
  id: id(),
  name: text(),
  corridor: rectSchema.required(),
  rows: array().of(rowSchema).required().min(1, 'must have at least one row of shops'),
}).noUnknown();

const FEATURE_KINDS: PlanFeatureKind[] = [
  'entrance',
  'toilets',
  'parents-room',
  'food-court',
  'parking',
];

const featureSchema: ObjectSchema<PlanFeature> = object({
  id: id(),
  kind: string<PlanFeatureKind>().required().oneOf(FEATURE_KINDS),
  name: text(),
  description: text(),
  x: coordinate(),
  y: coordinate(),
  width: length().optional().default(undefined),
  height: length().optional().default(undefined),
}).noUnknown();

/** `centre-plan.json`: malls with their rows of shops, and the entrances, toilets and so on. */
export const centrePlanSchema: ObjectSchema<CentrePlan> = object({
  width: length(),
  height: length(),
  shopDepth: length(),
  malls: array().of(mallSchema).required().min(1, 'must have at least one mall'),
  features: array().of(featureSchema).required(),
}).noUnknown();
