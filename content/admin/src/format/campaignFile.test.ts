import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { campaignFile } from './campaignFile';

const CAMPAIGNS = join(__dirname, '..', '..', '..', '..', 'mf-gifts', 'campaigns');
const christmas = readFileSync(join(CAMPAIGNS, 'christmas.json'), 'utf8');

// The shapes are the ones mf-gifts' validateCampaign takes (its own tests hold it to them; the
// editor may not import the gifts app).

/** The campaign file the editor writes for the christmas campaign with `featuredGifts` as given. */
const writtenWith = (featuredGifts: unknown) =>
  JSON.parse(campaignFile.toFile({ ...campaignFile.fromFile(christmas), featuredGifts })) as Record<
    string,
    unknown
  >;

describe('campaignFile (the gift campaigns the editor writes)', () => {
  it('writes a campaign as it reads it', () => {
    expect(JSON.parse(campaignFile.toFile(campaignFile.fromFile(christmas)))).toEqual(
      JSON.parse(christmas),
    );
  });

  it('writes the gifts chosen in the form as the curated list the gifts app reads', () => {
    const written = writtenWith({
      curated: ['starter-train-set', 'wooden-play-kitchen'],
      rule: {},
    });
    expect(written.featuredGifts).toEqual({
      curated: ['starter-train-set', 'wooden-play-kitchen'],
    });
  });

  it('writes a rule of tags or a price cap alone, with the tags list the gifts app requires', () => {
    const written = writtenWith({ curated: [], rule: { tags: [], priceCap: 50 } });
    expect(written.featuredGifts).toEqual({ rule: { tags: [], priceCap: 50 } });
  });

  it('leaves featured gifts out when the form has none, and keys in their order', () => {
    const written = writtenWith({ curated: [], rule: { tags: [] } });
    expect('featuredGifts' in written).toBe(false);
    expect(Object.keys(written)).toEqual(
      Object.keys(JSON.parse(christmas) as object).filter((key) => key !== 'featuredGifts'),
    );
  });

  it("keeps both parts when both are filled in, for the gifts app's check to refuse", () => {
    const written = writtenWith({ curated: ['starter-train-set'], rule: { tags: ['Kids'] } });
    expect(written.featuredGifts).toEqual({
      curated: ['starter-train-set'],
      rule: { tags: ['Kids'] },
    });
  });
});
