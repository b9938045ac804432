import type { Article, CarouselSlide, Event, JobListing } from 'shared-lib/content';
import { object, string, type ObjectSchema } from 'yup';

import {
  aliasSchema,
  dateOnly,
  dateValueSchema,
  flag,
  id,
  imageOfSize,
  imageSchema,
  processedSchema,
  sitePath,
  text,
  urlPathSchema,
} from './common';

/** Schemas of the editorial records: articles, events, job listings and carousel slides. */

export const articleSchema: ObjectSchema<Article> = object({
  id: id(),
  typename: string<'article'>().required().oneOf(['article']),
  articleType: string<'news' | 'blog'>().required().oneOf(['news', 'blog']),
  title: text(),
  summary: string().defined(),
  pubDate: dateValueSchema.required(),
  expiryDate: dateValueSchema.optional().default(undefined),
  thumbnail: imageSchema.required(),
  banner: imageSchema.nullable().defined(),
  body: processedSchema,
  metaImage: imageSchema.optional().default(undefined),
  metaDescription: string().optional(),
  path: aliasSchema('article-detail', '/whats-on/news/', '/whats-on/news/{article-slug}/'),
}).noUnknown();

export const eventSchema: ObjectSchema<Event> = object({
  id: id(),
  title: text(),
  summary: string().defined(),
  thumbnail: imageSchema.required(),
  startDate: dateValueSchema.required(),
  endDate: dateValueSchema
    .required()
    .test('after-start', 'must not be before startDate', function check(value) {
      const start = (this.parent as { startDate?: { value?: unknown } }).startDate?.value;
      // Both are ISO strings of the same form, so string order is date order.
      return (
        typeof start !== 'string' ||
        !value ||
        value.value.slice(0, start.length) >= start.slice(0, value.value.length)
      );
    }),
  banner: imageSchema.nullable().defined(),
  body: processedSchema,
  metaImage: imageSchema.optional().default(undefined),
  metaDescription: string().optional(),
  path: aliasSchema('event-detail', '/whats-on/events/', '/whats-on/events/{event-slug}/'),
}).noUnknown();

export const jobSchema: ObjectSchema<JobListing> = object({
  id: id(),
  title: text(),
  body: processedSchema,
  thumb: imageSchema.required(),
  employer: object({ title: text(), url: object({ path: sitePath() }).noUnknown().required() })
    .noUnknown()
    .required(),
  terms: string().nullable().defined(),
  jobemail: string().required().email(),
  show: flag(),
  path: aliasSchema('job-listing', '/jobs/', '/jobs/{job-slug}/'),
  closingDate: dateOnly().optional(),
}).noUnknown();

/** docs/reference/limits.md: home carousel images are 1920x690 (the mobile image too). */
export const slideSchema: ObjectSchema<CarouselSlide> = object({
  id: id(),
  link: urlPathSchema.nullable().defined(),
  image: imageOfSize(1920, 690).required(),
  mobileimage: imageOfSize(1920, 690).required(),
  publishDate: dateOnly().optional(),
  expiryDate: dateOnly()
    .optional()
    .test('after-publish', 'must not be before publishDate', function check(value) {
      const publish = (this.parent as { publishDate?: unknown }).publishDate;
      return typeof publish !== 'string' || value === undefined || value >= publish;
    }),
  text: string().defined(),
}).noUnknown();
