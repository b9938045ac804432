import { join } from 'node:path';

import { loadContent } from '../load/loadContent';
import { walkImages } from '../model/walkImages';
import { FILE_TYPE, MEDIA_GIFT_IMAGE, MEDIA_IMAGE } from './drupalModel';
import { toJsonApi } from './toJsonApi';

describe('toJsonApi', () => {
  const site = toJsonApi(loadContent(join(__dirname, '..', '..', 'seed')));

  it('holds every picture of the seed as a media entity pointing at a file, none as a plain value', () => {
    const plain: string[] = [];
    for (const [type, resources] of site)
      for (const resource of resources)
        walkImages(resource.attributes, (image, field) =>
          plain.push(`${type} ${resource.id} ${field}: ${image.url}`),
        );
    expect(plain).toEqual([]);
    expect(site.get(MEDIA_IMAGE)!.length).toBeGreaterThan(100);
    expect(site.get(MEDIA_GIFT_IMAGE)!.length).toBeGreaterThan(0);
    expect(site.get(FILE_TYPE)!.length).toBeGreaterThan(100);
  });

  it('gives every resource one id of its type', () => {
    for (const [type, resources] of site) {
      expect(resources.every((resource) => resource.type === type)).toBe(true);
      expect(new Set(resources.map((resource) => resource.id)).size).toBe(resources.length);
    }
  });
});
