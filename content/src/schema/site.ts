import {
  WEEKDAYS,
  type Holiday,
  type MenuLink,
  type Menus,
  type OpeningHours,
  type SiteMetadata,
  type TradingDay,
  type Weekday,
} from 'shared-lib/content';
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

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An open day's time of day: 24-hour HH:mm; a closed day's are not read. */
const time = (which: string) =>
  string()
    .optional()
    .test(
      rule('time', 'must be a 24-hour time written HH:mm, e.g. 09:30', (value) => TIME.test(value)),
    )
    .test(
      `${which}-when-open`,
      `is required when the centre is open (or tick "closed")`,
      function check(value) {
        return (this.parent as { closed?: unknown }).closed === true || value !== undefined;
      },
    );

/**
 * A day's trading (decision 413): closed, or open from `opens` to `closes`, the closing after the
 * opening ('00:00' closes at midnight, the end of the day).
 */
const tradingDayFields = {
  closed: flag(),
  opens: time('opens'),
  closes: time('closes').test(
    'after-opening',
    'must be after the opening time (00:00 for midnight)',
    function check(value) {
      const { opens, closed } = this.parent as { opens?: unknown; closed?: unknown };
      if (closed === true || typeof value !== 'string' || typeof opens !== 'string') return true;
      if (!TIME.test(value) || !TIME.test(opens)) return true;
      return value === '00:00' || value > opens;
    },
  ),
};

const tradingDaySchema: ObjectSchema<TradingDay> = object(tradingDayFields).noUnknown();

const holidaySchema: ObjectSchema<Holiday> = object({
  name: text(),
  date: dateOnly(),
  ...tradingDayFields,
}).noUnknown();

export const openingHoursSchema: ObjectSchema<OpeningHours> = object({
  week: object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, tradingDaySchema.required()])) as Record<
      Weekday,
      typeof tradingDaySchema
    >,
  )
    .noUnknown()
    .required(),
  holidays: array().of(holidaySchema).required(),
}).noUnknown();
