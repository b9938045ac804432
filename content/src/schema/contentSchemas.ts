import type { Schema } from 'yup';

import type { Content } from '../model/content';
import { centrePlanSchema } from './centrePlan';
import { articleSchema, eventSchema, jobSchema, slideSchema } from './editorial';
import { pageSchema } from './page';
import { categorySchema, giftSchema, offerSchema, storeSchema } from './retail';
import { menusSchema, openingHoursSchema, siteSchema } from './site';

type Item<T> = T extends readonly (infer I)[] ? I : T;

/**
 * The schema of each part of the content set (of each item, for a list): what the loader
 * validates and sanitizes with, and what the HTML fields are read from.
 */
export const CONTENT_SCHEMAS: { [K in keyof Content]: Schema<Item<Content[K]>> } = {
  site: siteSchema,
  menus: menusSchema,
  openingHours: openingHoursSchema,
  centrePlan: centrePlanSchema,
  categories: categorySchema,
  stores: storeSchema,
  offers: offerSchema,
  articles: articleSchema,
  events: eventSchema,
  gifts: giftSchema,
  jobs: jobSchema,
  slides: slideSchema,
  pages: pageSchema,
};
