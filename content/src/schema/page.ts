import type { Page } from 'shared-lib/content';
import { array, object, string, type ObjectSchema } from 'yup';

import { blockSchema } from './blocks';
import { id, imageSchema, routeAlias, text } from './common';

/**
 * A page may take any address the route table leaves to content pages, plus the two screens
 * that are built from a page ('/information/' and '/jobs/').
 */
export const pageSchema: ObjectSchema<Page> = object({
  id: id(),
  title: text(),
  path: object({
    alias: routeAlias(
      ['content-page', 'information', 'jobs'],
      '/',
      '/{page-slug}/ (not the address of another screen)',
    ),
  }).noUnknown(),
  type: string<'homepage' | 'page'>().required().oneOf(['homepage', 'page']),
  banner: imageSchema.nullable().defined(),
  metaImage: imageSchema.optional().default(undefined),
  metaDescription: string().optional(),
  metaTitle: string().optional(),
  blocks: array().of(blockSchema).required(),
}).noUnknown();
