import { isCalendarDate } from 'shared-lib/clock';
import type { DateValue, Image, ProcessedText, StoreRef, UrlPath } from 'shared-lib/content';
import { matchRoute, normalizePath, type RouteName } from 'shared-lib/routes';
import { boolean, number, object, string, type ObjectSchema } from 'yup';

import './locale';

declare module 'yup' {
  interface CustomSchemaMetadata {
    /** The site renders this string as HTML: the loader sanitizes it (sanitize/sanitizeHtmlFields). */
    html?: true;
  }
}

export const IMAGE_URL = /^\/images\/[A-Za-z0-9._/-]+\.(png|jpe?g)$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)?$/;

/**
 * A custom string rule. Like yup's own rules it passes absent values (required() or optional()
 * decides about those) and non-strings (the type check reports those), so each problem is
 * reported once.
 */
export const rule = (name: string, message: string, ok: (value: string) => boolean) => ({
  name,
  message,
  test: (value: unknown) => typeof value !== 'string' || ok(value),
});

export const id = () => string().required().matches(/^\S+$/, 'must not contain spaces');
export const text = () => string().required();
/**
 * HTML from the content system's text formats; may be empty (a body is shown only when not). The
 * one declaration of a field the site renders as markup: the loader sanitizes exactly the fields
 * marked here, whatever the source, and a test holds every renderer of markup to them.
 */
export const html = () => string().defined().meta({ html: true });
export const flag = () => boolean().required();

/** yyyy-MM-dd, a real date. */
export const dateOnly = () =>
  string()
    .required()
    .test(rule('date', 'must be a date written yyyy-MM-dd', isCalendarDate));

/** yyyy-MM-dd or a local date-time yyyy-MM-ddTHH:mm[:ss] (read in Australia/Canberra time, so no offset). */
export const dateOrDateTime = () =>
  string()
    .required()
    .test(
      rule(
        'date-time',
        'must be a date (yyyy-MM-dd) or a local date-time (yyyy-MM-ddTHH:mm:ss)',
        (value) => DATE_TIME.test(value) && isCalendarDate(value.slice(0, 10)),
      ),
    );

export const dateValueSchema: ObjectSchema<DateValue> = object({
  value: dateOrDateTime(),
}).noUnknown();

export const processedSchema: ObjectSchema<ProcessedText> = object({
  processed: html(),
}).noUnknown();

const percent = () => number().required().min(0).max(100);

export const imageSchema: ObjectSchema<Image> = object({
  url: string()
    .required()
    .test(
      rule('image-url', 'must be a path under /images/ ending in .png, .jpg or .jpeg', (value) =>
        IMAGE_URL.test(value),
      ),
    )
    // The build reads and writes pictures at this path under its folders: never a way out.
    .test(rule('image-dots', 'must not contain ".."', (value) => !value.includes('..'))),
  alt: string().optional(),
  width: number().required().integer().positive(),
  height: number().required().integer().positive(),
  // Where the subject is, kept in view by a crop (decision 412); the centre when absent.
  focus: object({ x: percent(), y: percent() }).noUnknown().optional().default(undefined),
}).noUnknown();

/** An image with a fixed size, e.g. carousel slides (1920x690). */
export const imageOfSize = (width: number, height: number) =>
  imageSchema.test(
    'size',
    `must be ${width}x${height}`,
    (value) => !value || (value.width === width && value.height === height),
  );

/** A link target: a site path starting with '/', an absolute http(s) address, mailto: or tel:. */
export const linkTarget = () =>
  string()
    .required()
    .test(
      rule(
        'link',
        'must be a site path starting with "/" or an http(s), mailto: or tel: address',
        (value) => /^(\/|https?:\/\/[^\s/]+|mailto:|tel:)/.test(value),
      ),
    );

export const urlPathSchema: ObjectSchema<UrlPath> = object({ path: linkTarget() }).noUnknown();

/** An internal site path (no host): what a store reference or employer link points to. */
export const sitePath = () =>
  string()
    .required()
    .test(
      rule('site-path', 'must be a site path starting with "/"', (value) => value.startsWith('/')),
    );

/**
 * A path alias that the route table answers with `route` (e.g. 'store-detail' for
 * `/stores/{slug}/`): starts with `prefix`, has its trailing slash and lowercase slugs.
 */
export const routeAlias = (
  route: RouteName | readonly RouteName[],
  prefix: string,
  pattern: string,
) => {
  const routes: readonly RouteName[] = typeof route === 'string' ? [route] : route;
  return string()
    .required()
    .test(rule('prefix', `must start with "${prefix}"`, (value) => value.startsWith(prefix)))
    .test(
      rule(
        'canonical',
        'must be a canonical path: one slash between parts and a trailing slash',
        (value) => !value.startsWith(prefix) || normalizePath(value) === value,
      ),
    )
    .test(
      // Only for otherwise well-formed aliases, so one mistake gives one message.
      rule(
        'route',
        `must look like "${pattern}"`,
        (value) =>
          !value.startsWith(prefix) ||
          normalizePath(value) !== value ||
          routes.includes(matchRoute(value).name),
      ),
    )
    .test(
      rule(
        'slug',
        'must use only lowercase letters, digits and single hyphens between slashes',
        (value) =>
          value
            .split('/')
            .filter(Boolean)
            .every((part) => SLUG.test(part)),
      ),
    );
};

export const aliasSchema = (
  route: RouteName | readonly RouteName[],
  prefix: string,
  pattern: string,
) => object({ alias: routeAlias(route, prefix, pattern) }).noUnknown();

export const storeRefSchema: ObjectSchema<StoreRef> = object({
  nid: id(),
  title: text(),
  url: object({ path: sitePath() }).noUnknown(),
}).noUnknown();
