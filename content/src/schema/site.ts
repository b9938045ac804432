import type { Holiday, MenuLink, Menus, OpeningHours, SiteMetadata } from 'shared-lib/content';
import { array, lazy, object, string, type ObjectSchema, type Schema } from 'yup';

import { dateOnly, flag, imageSchema, rule, text, urlPathSchema } from './common';

/** Schemas of the single-object files: site metadata, menus and opening hours. */

export const siteSchema: ObjectSchema<SiteMetadata> = object({
  siteName: text(),
  siteDescription: text(),
  siteUrl: string()
    .required()
    .matches(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'must be an absolute http(s) address')
    .test(
      rule(
        'no-trailing-slash',
        'must not end with "/" (page paths start with one)',
        (value) => !value.endsWith('/'),
      ),
    ),
  address: text(),
  phone: text(),
  centreMapUrl: string()
    .required()
    .matches(/^https?:\/\/\S+$/, 'must be an absolute http(s) address'),
}).noUnknown();

// Menu links nest (sublinks are links), hence lazy.
const menuLinkSchema: Schema<MenuLink> = lazy(() =>
  object({
    label: text(),
    url: urlPathSchema.required(),
    callout: object({ title: text(), url: urlPathSchema.required() })
      .noUnknown()
      .optional()
      .default(undefined),
    calloutImage: imageSchema.optional().default(undefined),
    sublinks: array().of(menuLinkSchema).optional(),
  }).noUnknown(),
) as unknown as Schema<MenuLink>;

const menu = () => array().of(menuLinkSchema).required();

export const menusSchema: ObjectSchema<Menus> = object({
  main: menu().min(1),
  footer: menu(),
  social: menu(),
  map: menu(),
  signup: array().of(menuLinkSchema).optional().default(undefined),
}).noUnknown();

const holidaySchema: ObjectSchema<Holiday> = object({
  name: text(),
  date: dateOnly(),
  hours: text(),
  closed: flag(),
}).noUnknown();

export const openingHoursSchema: ObjectSchema<OpeningHours> = object({
  defaultHours: text(),
  holidays: array().of(holidaySchema).required(),
}).noUnknown();
