import {
  RECIPIENT_CATEGORIES,
  type Category,
  type Gift,
  type Offer,
  type Store,
} from 'shared-lib/content';
import { array, mixed, number, object, string, type ObjectSchema } from 'yup';

import {
  aliasSchema,
  dateValueSchema,
  flag,
  id,
  imageSchema,
  processedSchema,
  rule,
  storeRefSchema,
  text,
} from './common';

/** Schemas of the retail records: categories, stores, offers and gifts (docs/reference/content.md). */

export const categorySchema: ObjectSchema<Category> = object({
  id: id().matches(/^\d+$/, 'must be the term id written as a string of digits'),
  tid: number()
    .required()
    .integer()
    .positive()
    .test('tid', 'must equal the numeric value of id', function check(value) {
      return String(value) === (this.parent as { id?: unknown }).id;
    }),
  name: text(),
  parent: number().required().integer().min(0),
  weight: number().required().integer().min(0),
}).noUnknown();

const storeCategoryRef = object({
  id: number().required().integer().positive(),
  title: text(),
  parent: number().required().integer().min(0),
}).noUnknown();

const absoluteUrl = () =>
  string()
    .nullable()
    .defined()
    .test(
      rule('web', 'must be an http(s) address or null', (value) => /^https?:\/\/\S+$/.test(value)),
    );

export const storeSchema: ObjectSchema<Store> = object({
  id: id(),
  type: string<'store'>().required().oneOf(['store']),
  title: text(),
  path: aliasSchema('store-detail', '/stores/', '/stores/{store-slug}/'),
  about: processedSchema,
  category: array().of(storeCategoryRef).required().min(1),
  thumb: imageSchema.required(),
  logo: imageSchema.required(),
  web: absoluteUrl(),
  phone: string().nullable().defined(),
  giftcards: flag(),
  shopNumber: text(),
  map: imageSchema.required(),
  banner: imageSchema.nullable().defined(),
  metaDesc: string().defined(),
  gifts: array().of(id()).required(),
}).noUnknown();

export const offerSchema: ObjectSchema<Offer> = object({
  id: id(),
  type: string<'offer'>().required().oneOf(['offer']),
  store: storeRefSchema.required(),
  title: text(),
  terms: string().nullable().defined(),
  pubDate: dateValueSchema.nullable().defined(),
  expiry: dateValueSchema.required(),
  thumb: imageSchema.required(),
  banner: imageSchema.nullable().defined(),
  details: processedSchema,
  path: aliasSchema('offer-detail', '/offers/', '/offers/{offer-slug}/'),
}).noUnknown();

const price = () => number().required().min(0);

export const giftSchema: ObjectSchema<Gift> = object({
  id: id(),
  title: text(),
  description: processedSchema.optional().default(undefined),
  image: object({
    entity: object({ image: imageSchema.required(), thumbnail: imageSchema.required() })
      .noUnknown()
      .required(),
  })
    .noUnknown()
    .required(),
  price: price(),
  originalPrice: number()
    .optional()
    .min(0)
    .test(
      'above-price',
      'must be greater than price (leave it out when the gift is not reduced)',
      function check(value) {
        const parent = this.parent as { price?: unknown };
        return value === undefined || typeof parent.price !== 'number' || value > parent.price;
      },
    ),
  categories: array().of(number().required().integer().positive()).required().min(1),
  recipientCategories: array()
    .of(mixed<(typeof RECIPIENT_CATEGORIES)[number]>().required().oneOf(RECIPIENT_CATEGORIES))
    .required()
    .min(1),
  path: aliasSchema('gift-detail', '/stores/', '/stores/{store-slug}/gift/{gift-slug}/'),
  store: object({ entity: storeRefSchema.required() }).noUnknown().required(),
}).noUnknown();
