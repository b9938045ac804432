import { makeContent } from '../test-utils/factories';
import { imageSpecs } from './imageSpecs';

describe('imageSpecs', () => {
  it('labels each image from its record and tells what it shows', () => {
    const specs = imageSpecs(makeContent());
    const byUrl = new Map(specs.map((spec) => [spec.url, spec]));
    expect(byUrl.get('/images/stores/nike/logo.png')).toMatchObject({
      kind: 'logo',
      label: 'Nike',
    });
    expect(byUrl.get('/images/stores/nike/thumb.png')).toMatchObject({
      kind: 'thumb',
      label: 'Nike',
    });
    expect(byUrl.get('/images/default2by1.jpg')).toMatchObject({
      kind: 'share',
      label: 'Canberra Outlet Centre',
    });
    expect(byUrl.get('/images/default-banner.png')).toMatchObject({ kind: 'banner' });
    expect(specs.map((spec) => spec.url)).toEqual([...specs.map((spec) => spec.url)].sort());
    expect(new Set(specs.map((spec) => spec.url)).size).toBe(specs.length);
  });
});
